import { defineRemoteConfig } from '../shared/build/presets/remote';

export default defineRemoteConfig('business-banking');
