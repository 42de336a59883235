import { v3Results } from './test/data/labelled-figures';
const counts = new Map<string, number>();
for (const { answer, analysis } of v3Results()) {
  const got = new Map(analysis.brands.map(b => [b.name, b]));
  for (const b of answer.brands) { const g = got.get(b.name); if (!g) continue; if (g.sentiment !== b.sentiment) { const k = `${b.sentiment}->${g.sentiment}`; counts.set(k, (counts.get(k) ?? 0) + 1); if (process.argv[2] === k) console.log(answer.id, b.name, '|', g.excerpt.slice(0, 150)); } }
}
console.log(counts);
