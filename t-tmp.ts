import { actsOf } from './src/agent/acts.ts';
import { plainEnglish } from './src/agent/chat-english.ts';
import { detectLanguage } from './src/agent/language.ts';
const L = process.argv.slice(2).join(' ').split('|');
for (const s of L) { const l = detectLanguage(s); console.log(l, JSON.stringify(actsOf(s, l==='en'?plainEnglish:(x)=>x).map(p=>p.act)), s); }
