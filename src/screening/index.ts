// Screening the texts a server shows a model for tool poisoning and its kin (docs/scoring/screening.md): pure, no I/O,
// deterministic. `screenText` judges one text; scoring/screened.ts gathers what a server shows and screens each.
export { isNews, screenText, type ScreenContext } from './screen.js';
export { describeSignal, THREAT_CLASSES, type Signal, type ThreatClass, type Verdict } from './verdict.js';
