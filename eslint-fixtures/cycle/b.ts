// The other half of the cycle in a.ts.
import { a } from './a.ts';

export const b = (): string => (a.length > 0 ? 'b' : '');
