import { ApiError } from '../../../../core/client/api/ApiError';
import { setApiTextLookup } from '../../../../core/client/api/apiMessages';
import { bindTranslators } from '../../../../core/client/i18n/bindTranslators';
import { createI18n } from '../../../../core/client/i18n/createI18n';
import { loadLocale } from '../../../../core/client/i18n/loadLocale';
import { setValidationTranslator } from '../../../../core/common/validation/validationMessages';

/** The machine codes the mapping routes answer with besides 422 (questionRoutes, formRoutes, changeableRules, assignableAudience). */
const REPLIES = [
  { status: 404, error: 'question_not_found', message: 'Question not found.' },
  { status: 404, error: 'form_not_found', message: 'Form not found.' },
  { status: 404, error: 'mapping_rule_not_found', message: 'Mapping rule not found.' },
  { status: 403, error: 'audience_read_only', message: "Only administrators may change another organisation's audience." },
];
const shown = () => REPLIES.map(({ status, ...body }) => ApiError.fromReply(status, { status: 'error', ...body }).message);

describe('the mapping routes\' errors in the interface language (issue 16)', () => {
  afterEach(() => {
    setApiTextLookup(() => undefined);
    setValidationTranslator(undefined);
  });

  it('IN-01: each code the mapping routes send has an en and a de text', async () => {
    const i18n = await createI18n({ language: 'de', namespaces: ['audiences'], load: loadLocale });
    bindTranslators(i18n);
    expect(shown()).toEqual(['Frage nicht gefunden.', 'Formular nicht gefunden.', 'Zuordnungsregel nicht gefunden.', 'Nur Administratoren dürfen diese Zielgruppe ändern.']);
    await i18n.changeLanguage('en');
    expect(shown()).toEqual(['Question not found.', 'Form not found.', 'Mapping rule not found.', 'Only administrators may change this audience.']);
  });
});
