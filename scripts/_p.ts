import { probability } from '../src/agent/learned/classifier.ts';
import { COMPLAINT } from '../src/agent/learned/readers.ts';
for (const t of process.argv.slice(2)) console.log(probability(COMPLAINT, t).toFixed(3), t);
