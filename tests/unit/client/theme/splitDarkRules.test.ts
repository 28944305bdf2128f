import { splitDarkRules } from '../../../../core/client/theme/splitDarkRules';

describe('splitDarkRules', () => {
  it('IN-06: rules that need a .bp6-dark ancestor go to the dark sheet, the rest stay light, both in order', () => {
    const css = ':root{--a:1}.bp6-dark{--a:2}.bp6-button{color:red}.bp6-dark .bp6-button{color:white}.bp6-card{padding:0}';
    expect(splitDarkRules(css)).toEqual({
      light: ':root{--a:1}.bp6-button{color:red}.bp6-card{padding:0}',
      dark: '.bp6-dark{--a:2}.bp6-dark .bp6-button{color:white}',
    });
  });

  it('IN-06: a selector list is split selector by selector; .bp6-dark inside :not() or in another class name stays light', () => {
    const css = '.bp6-menu,.bp6-dark .bp6-menu,.bp6-menu.bp6-dark{margin:0}.bp6-tag:not(.bp6-dark,.x){top:0}.bp6-dark-ish{left:0}';
    expect(splitDarkRules(css)).toEqual({
      light: '.bp6-menu{margin:0}.bp6-tag:not(.bp6-dark,.x){top:0}.bp6-dark-ish{left:0}',
      dark: '.bp6-dark .bp6-menu,.bp6-menu.bp6-dark{margin:0}',
    });
  });

  it('IN-06: @media and @supports are split inside and kept around both halves; @keyframes and statements stay light whole', () => {
    const css =
      '@charset "utf-8";@media (forced-colors:active){.a{b:c}.bp6-dark .a{b:d}}@supports (x:y){.bp6-dark .s{t:u}}' +
      '@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}.q::before{content:"}{.bp6-dark"}';
    expect(splitDarkRules(css)).toEqual({
      light: '@charset "utf-8";@media (forced-colors:active){.a{b:c}}@keyframes spin{from{transform:rotate(0)}to{transform:rotate(360deg)}}.q::before{content:"}{.bp6-dark"}',
      dark: '@media (forced-colors:active){.bp6-dark .a{b:d}}@supports (x:y){.bp6-dark .s{t:u}}',
    });
  });
});
