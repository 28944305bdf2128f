import { defineServerPlugin } from '../../../core/server/plugin';
import { seedDemoImages } from './demoImages';
import { localLibraryProvider } from './localLibraryProvider';

export default defineServerPlugin({
  imageSearch: [localLibraryProvider],
  seedDemo: seedDemoImages,
});
