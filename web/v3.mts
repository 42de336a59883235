import { v3Results, v3FiguresByGroup } from './test/data/labelled-figures';
const results = v3Results();
const pct = (v: number) => (100 * v).toFixed(0).padStart(3);
for (const [label, f] of v3FiguresByGroup(results)) console.log(label.padEnd(28), f.answers, 'P', pct(f.precision), 'R', pct(f.recall), 'S', pct(f.sentimentAccuracy), 'pos', pct(f.positionAccuracy), 'bS', pct(f.brandSentimentAccuracy), 'extra', f.extraBrands);
if (process.argv[2] === 'v') for (const { answer, analysis } of results) {
  const bad = answer.cited !== analysis.cited || answer.sentiment !== analysis.sentiment;
  const labelled = answer.brands.map(b => `${b.name}#${b.position}:${b.sentiment[0]}`).join(' ');
  const got = analysis.brands.map(b => `${b.name}#${b.position}:${b.sentiment[0]}`).join(' ');
  if (bad || labelled !== got) console.log(`${answer.id} [${answer.trap ?? ''}] ${answer.cited}/${answer.sentiment} got ${analysis.cited}/${analysis.sentiment}\n   L: ${labelled}\n   G: ${got}`);
}
