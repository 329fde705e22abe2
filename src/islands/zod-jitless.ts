import { z } from 'zod';

/**
 * Imported first by the form's sender, before any module that builds a schema: zod decides as it builds each object
 * schema whether to probe if the page may compile code (`Function('')`) to parse faster. The site's content
 * security policy forbids that, so every probe is a reported violation; a form of five fields needs no compiled
 * parser.
 */
z.config({ jitless: true });
