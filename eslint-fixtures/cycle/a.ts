// Half of an import cycle (a.ts → b.ts → a.ts): packages/shared/test/layer-rules.test.ts expects import-x/no-cycle to flag it.
import { b } from './b.ts';

export const a = (): string => `a${b()}`;
