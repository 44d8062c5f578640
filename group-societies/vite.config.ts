import { defineRemoteConfig } from '../shared/build/presets/remote';

export default defineRemoteConfig('group-societies');
