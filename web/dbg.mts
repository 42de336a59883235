import { sentenceSentimentDetail } from './server/analysis/sentiment';
const t = (s: string, lang: any, b: string) => { const i = s.indexOf(b); console.log(lang, JSON.stringify(sentenceSentimentDetail(s, { brand: [{ start: i, end: i + b.length }], others: [] }, lang)), s.slice(0, 70)); };
t('**Fazit:** Zu diesem Preis ist das Flinkrad Trekking X nicht zu empfehlen.', 'de', 'Flinkrad');
t("Sans frais de tenue de compte, sans condition de revenus et sans frais à l'étranger, Orée est sans doute la meilleure banque pour un premier compte à 18 ans.", 'fr', 'Orée');
t("L'application permet de bloquer sa carte en un geste et d'activer des plafonds adaptés, ce qui rassure aussi les parents.", 'fr', 'zzz');
t('Das Flinkrad Trekking X sieht hochwertig aus und fährt sich auf Asphalt angenehm.', 'de', 'Flinkrad');
