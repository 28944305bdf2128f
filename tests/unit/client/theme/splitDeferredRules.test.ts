import { splitDeferredRules } from '../../../../core/client/theme/splitDeferredRules';

describe('splitDeferredRules', () => {
  it('rules naming a deferred family (its class or one starting with it and a dash) move, the rest stay, both in order', () => {
    const css = '.bp6-button{a:b}.bp6-tab{c:d}.bp6-tab-panel{e:f}.bp6-tabs .bp6-button{g:h}.bp6-table{i:j}.bp6-tagx{k:l}.bp6-input-group .bp6-tag{m:n}';
    expect(splitDeferredRules(css)).toEqual({
      kept: '.bp6-button{a:b}.bp6-table{i:j}.bp6-tagx{k:l}',
      moved: '.bp6-tab{c:d}.bp6-tab-panel{e:f}.bp6-tabs .bp6-button{g:h}.bp6-input-group .bp6-tag{m:n}',
    });
  });

  it('shell classes stay; a list is split selector by selector; a deferred class inside :not() keeps the selector; @media wraps both halves', () => {
    const css = '.bp6-menu,.bp6-dialog .bp6-menu{x:y}.bp6-button:not(.bp6-tag){z:0}.bp6-button-group,.bp6-html-select{w:1}@media (forced-colors:active){.bp6-popover{u:v}.bp6-tooltip{u:w}}';
    expect(splitDeferredRules(css)).toEqual({
      kept: '.bp6-menu{x:y}.bp6-button:not(.bp6-tag){z:0}.bp6-button-group,.bp6-html-select{w:1}@media (forced-colors:active){.bp6-popover{u:v}}',
      moved: '.bp6-dialog .bp6-menu{x:y}@media (forced-colors:active){.bp6-tooltip{u:w}}',
    });
  });
});
