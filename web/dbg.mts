import { ANSWERS_V3_DEV } from './test/data/answers-v3-dev';
import { brandProfile } from './server/analysis/analyze';
import { judgeBrandMentions } from './server/analysis/context';
import { splitSentences } from './server/analysis/text';
for (const id of ['v3-hard-en-014', 'v3-hard-en-005']) {
const a = ANSWERS_V3_DEV.find(x => x.id === id)!; const p = brandProfile(a.profile);
console.log([...p.commonWordNames], [...p.cues].slice(0, 30));
const m = p.matcher.scan(a.text); const j = judgeBrandMentions(p, a.text, splitSentences(a.text), m, false, 'en');
console.log(j.mentions.map(x => a.text.slice(x.start, x.end + 20)), j.doubts);
}
