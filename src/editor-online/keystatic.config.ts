// The editor online's build runs from this folder (astro.editor.config.ts), where Keystatic looks for its config.
export { default } from '../../keystatic.config.tsx';
