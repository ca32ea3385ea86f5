// Imported first by the entry, so zod is told before any module of the app can parse.
import { parseWithoutEval } from '@portal/contracts';

parseWithoutEval();
