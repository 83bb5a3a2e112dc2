// Screening the texts a server shows a model for tool poisoning and its kin (docs/scoring/screening.md): pure, no I/O,
// deterministic. `screenText` judges one text; `screenTexts` the suspicious ones of a list.
export { isNews, screenText, screenTexts, type ScreenContext, type ScreenInput, type Screened } from './screen.js';
export { describeSignal, THREAT_CLASSES, THRESHOLD, type Signal, type ThreatClass, type Verdict } from './verdict.js';
