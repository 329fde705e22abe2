import { createContext, useContext } from 'react';
import type { Citation, RulesGiven } from './types.ts';

/** What the register's rules say, and the periods they count by: given once by the page, read by every card. */
export const RulesContext = createContext<RulesGiven | null>(null);
export function useRules(): RulesGiven {
  const rules = useContext(RulesContext);
  if (!rules) throw new Error('Deadlines: the rules are missing');
  return rules;
}

/** What each date rests on, by its id: cited under its card and in its calendar event. */
export const SourcesContext = createContext<Record<string, Citation[]>>({});
