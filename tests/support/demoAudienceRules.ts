import type { Hit } from '../../core/common/ingest';
import { AUDIENCE_TYPES } from '../../plugins/audiences/common/Audience';
import { toWildcard } from '../../plugins/audiences/common/wildcard';
import { AudienceRules } from '../../plugins/audiences/server/AudienceRules';
import { DEMO_TAXONOMY, type DemoAudience } from '../../plugins/audiences/server/demoTaxonomy';
import { DEMO_LEAD_FORM } from '../../plugins/audiences/server/demoTools';

/** The demo taxonomy's rules as AudienceRules holds them after seedDemoTaxonomy, ids in insertion order. */
export function demoAudienceRules() {
  const names = new Map<number, { english: string; typeId: number }>();
  const surf = new Map<string, { audienceId: number; affinity: number; organisationId: null; value: string }[]>();
  const answers = new Map<string, { audienceId: number; affinity: number; organisationId: null; domain: null }[]>();
  const forms = new Map<number, { audienceId: number; affinity: number; organisationId: null; domain: null; fieldName: string; value: string }[]>();
  const add = <K, V>(map: Map<K, V[]>, key: K, value: V) => map.set(key, [...(map.get(key) ?? []), value]);
  const walk = (audience: DemoAudience, typeId: number) => {
    const audienceId = names.size + 1;
    names.set(audienceId, { english: audience.english, typeId });
    for (const s of audience.sections ?? []) add(surf, 'og:section', { audienceId, affinity: s.affinity / 10, organisationId: null, value: toWildcard(s.value, s.logic ?? 'equals') });
    for (const a of audience.answers ?? []) add(answers, `${a.pollId}:${a.answerId}`, { audienceId, affinity: a.affinity / 10, organisationId: null, domain: null });
    for (const f of audience.formFields ?? []) add(forms, DEMO_LEAD_FORM.id, { audienceId, affinity: f.affinity / 10, organisationId: null, domain: null, fieldName: f.fieldName, value: toWildcard(f.value, f.logic ?? 'equals') });
    for (const child of audience.children ?? []) walk(child, typeId);
  };
  for (const a of DEMO_TAXONOMY.interests) walk(a, AUDIENCE_TYPES.interest);
  for (const a of DEMO_TAXONOMY.properties) walk(a, AUDIENCE_TYPES.property);
  const rules = new AudienceRules(surf, answers, forms);
  /** The audiences a hit earns, as "type:English name". */
  const earned = (hit: Hit) => rules.match(hit, 1, hit.domain).map((a) => `${names.get(a.audienceId)!.typeId}:${names.get(a.audienceId)!.english}`);
  return { rules, names, earned };
}
