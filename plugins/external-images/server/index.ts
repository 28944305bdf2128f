import { defineServerPlugin } from '../../../core/server/plugin';
import { giphyProvider } from './giphyProvider';
import { pixabayProvider } from './pixabayProvider';
import { youtubeProvider } from './youtubeProvider';

export default defineServerPlugin({
  imageSearch: [pixabayProvider, giphyProvider, youtubeProvider],
});
