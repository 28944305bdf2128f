import { storedPixelFields, type PixelFields } from '../common/storedPixelFields';

/**
 * The demo organisation's pixels (SEED=demo): an image pixel and a google conversion, approved as
 * their types are, and a javascript pixel waiting for its review (PX-04, PX-05). Their hosts are
 * under `.invalid`, which never resolves: a demo that fires them calls no one on the internet.
 */
export const DEMO_PIXELS: PixelFields[] = [
  storedPixelFields({ title: 'Newsletter sign-up (image)', type: 'image', source: 'https://pixel.demo.invalid/signup.gif' }),
  storedPixelFields({ title: 'Subscription conversion (Google)', type: 'google', conversion_id: 'AW-123456789', conversion_label: 'subscribe', conversionvalue: '9.90' }),
  storedPixelFields({ title: 'Retargeting tag (javascript)', type: 'javascript', externalcode: 'https://tags.demo.invalid/retarget.js', trigger_code: "retarget.track('visit');" }),
];
