import { ANSWERS_V3_DEV } from './test/data/answers-v3-dev';
import { analyzeAnswer, brandProfile } from './server/analysis/analyze';
for (const id of process.argv.slice(2)) { const a = ANSWERS_V3_DEV.find(x => x.id === id)!;
console.log('=====', id, a.prompt, '\n' + a.text);
const r = analyzeAnswer(brandProfile(a.profile), a); console.log(JSON.stringify({s: r.sentiment, cit: r.citations.map(c => [c.sentiment, c.excerpt.slice(0, 60)])})); }
