import { defineRemoteConfig } from '../shared/build/presets/remote';

export default defineRemoteConfig('verify-statement');
