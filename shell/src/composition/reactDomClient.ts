// React DOM's client, as a chunk of its own that main.tsx imports dynamically, so that it is
// evaluated in a task of its own. The mark is set in that same task, as its evaluation ends.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { FRAMEWORK_EVALUATED_MARK } from './frameworkMark';

performance.mark(FRAMEWORK_EVALUATED_MARK);

export { createRoot, hydrateRoot };
