// npm run offline -- on|off --root <deploy root>: offline reading for every visitor (docs/offline.md).
import { setOfflineReading } from '../deploy/serviceWorker.mjs';
import { onOffSwitch } from './operatorArguments.mjs';

const { root, on } = onOffSwitch('Usage: npm run offline -- <on|off> --root <deploy root>');
try {
  await setOfflineReading(root, on);
  console.log(
    on
      ? 'Offline reading is on: a visitor whose page starts the app gets the service worker from then on.'
      : "Offline reading is off: each visitor's next online page view removes the service worker and the pages it saved.",
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
