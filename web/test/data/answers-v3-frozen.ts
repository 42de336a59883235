// Written after the rules of analysis/ were frozen (READER_VERSION rules@3), in the shape and
// under the labelling conventions of answers-v3-types.ts, and never used to change the rules:
// its figures estimate how the reader does on text it has not seen.
import type { LabelledAnswerV3 } from './answers-v3-types';

export const ANSWERS_V3_FROZEN: LabelledAnswerV3[] = [];
