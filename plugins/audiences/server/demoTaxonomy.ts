import { AUDIENCE_TYPES } from '../common/Audience';
import { toWildcard, type MatchLogic } from '../common/wildcard';
import type { AudiencesDatabase } from './AudiencesTables';
import { DEMO_LEAD_FORM, DEMO_QUESTIONS } from './demoTools';

export interface DemoAudience {
  german: string;
  english: string;
  is_pinpoll?: boolean;
  is_aitopic?: boolean;
  /** Words the AI-topic classifier learns besides the names, separated by commas. */
  keywords?: string;
  children?: DemoAudience[];
  /** Surf-behaviour rules: og:section values of the demo sites (affinity 1–10). */
  sections?: { value: string; logic?: MatchLogic; affinity: number }[];
  /** Question rules: answers of the demo polls (DEMO_QUESTIONS). */
  answers?: { pollId: number; answerId: number; affinity: number }[];
  /** Form rules: values entered in the demo newsletter form (DEMO_LEAD_FORM). */
  formFields?: { fieldName: keyof typeof DEMO_LEAD_FORM.fields; value: string; logic?: MatchLogic; affinity: number }[];
}

const interests: DemoAudience[] = [
  {
    german: 'Sport',
    english: 'Sports',
    is_pinpoll: true,
    sections: [
      { value: 'sport', logic: 'beginsWith', affinity: 6 },
      { value: 'tennis', affinity: 5 },
      { value: 'basketball', affinity: 5 },
      { value: 'formula1', affinity: 5 },
    ],
    children: [
      { german: 'Fußball', english: 'Football', sections: [{ value: 'football', logic: 'contains', affinity: 8 }] },
      { german: 'Wintersport', english: 'Winter sports', sections: [{ value: 'ski', logic: 'beginsWith', affinity: 7 }] },
      { german: 'Radsport', english: 'Cycling', sections: [{ value: 'cycling', affinity: 7 }] },
    ],
  },
  {
    german: 'Politik',
    english: 'Politics',
    sections: [{ value: 'politics', affinity: 6 }],
    children: [
      { german: 'Innenpolitik', english: 'Domestic politics' },
      { german: 'Außenpolitik', english: 'Foreign affairs', sections: [{ value: 'world', affinity: 5 }] },
    ],
  },
  {
    german: 'Wirtschaft',
    english: 'Business',
    is_pinpoll: true,
    sections: [
      { value: 'business', affinity: 6 },
      { value: 'economy', affinity: 6 },
    ],
    children: [
      { german: 'Finanzen', english: 'Finance', sections: [{ value: 'finance', affinity: 7 }] },
      { german: 'Immobilien', english: 'Real estate' },
    ],
  },
  {
    german: 'Technik',
    english: 'Technology',
    sections: [
      { value: 'tech', logic: 'beginsWith', affinity: 6 },
      { value: 'science', affinity: 4 },
    ],
    children: [
      { german: 'Smartphones', english: 'Smartphones' },
      {
        german: 'Künstliche Intelligenz',
        english: 'Artificial intelligence',
        is_aitopic: true,
        keywords: 'AI, KI, machine learning, maschinelles Lernen, chatbot, tech',
        sections: [{ value: 'ai', affinity: 9 }],
      },
    ],
  },
  { german: 'Kultur', english: 'Culture', sections: [{ value: 'culture', affinity: 5 }], children: [{ german: 'Musik', english: 'Music' }, { german: 'Film', english: 'Film' }] },
  { german: 'Reisen', english: 'Travel', is_pinpoll: true, sections: [{ value: 'travel', affinity: 6 }], children: [{ german: 'Städtereisen', english: 'City breaks' }] },
  { german: 'Gesundheit', english: 'Health', sections: [{ value: 'health', affinity: 6 }], children: [{ german: 'Fitness', english: 'Fitness' }] },
  { german: 'Auto & Motor', english: 'Cars', sections: [{ value: 'motor', logic: 'contains', affinity: 6 }] },
  { german: 'Essen & Trinken', english: 'Food & drink', sections: [{ value: 'food', affinity: 5 }], children: [{ german: 'Rezepte', english: 'Recipes' }] },
  { german: 'Lifestyle', english: 'Lifestyle', sections: [{ value: 'lifestyle', affinity: 4 }] },
];

const properties: DemoAudience[] = [
  { german: 'Eltern', english: 'Parents', is_pinpoll: true, answers: [{ pollId: DEMO_QUESTIONS.children.id, answerId: 1, affinity: 9 }] },
  {
    german: 'Studierende',
    english: 'Students',
    answers: [{ pollId: DEMO_QUESTIONS.occupation.id, answerId: 1, affinity: 8 }],
    formFields: [{ fieldName: 'occupation', value: 'student', affinity: 10 }],
  },
  {
    german: 'Berufstätige',
    english: 'Professionals',
    answers: [
      { pollId: DEMO_QUESTIONS.occupation.id, answerId: 2, affinity: 8 },
      { pollId: DEMO_QUESTIONS.occupation.id, answerId: 3, affinity: 8 },
    ],
    formFields: [{ fieldName: 'occupation', value: 'employ', logic: 'contains', affinity: 9 }],
  },
  { german: 'Hausbesitzer', english: 'Homeowners', formFields: [{ fieldName: 'housing', value: 'own', logic: 'beginsWith', affinity: 9 }] },
  { german: 'Autofahrer', english: 'Drivers', answers: [{ pollId: DEMO_QUESTIONS.commute.id, answerId: 1, affinity: 7 }] },
  {
    german: 'Vielreisende',
    english: 'Frequent travellers',
    answers: [
      { pollId: DEMO_QUESTIONS.trips.id, answerId: 2, affinity: 5 },
      { pollId: DEMO_QUESTIONS.trips.id, answerId: 3, affinity: 9 },
    ],
  },
];

/**
 * AI topics (is_aitopic interests without mapping rules): the classifier puts pages into them
 * (TopicClassifier). Their keywords include the demo sites' og:section values, so the demo
 * traffic finds its topics; topicTrainingPages.json has labelled pages for each of them.
 */
const topics: DemoAudience[] = [
  {
    german: 'Politik & Gesellschaft',
    english: 'Politics & society',
    keywords: 'politics, government, parliament, world, opinion, Regierung, Parlament',
    children: [
      { german: 'Wahlen', english: 'Elections', keywords: 'election, vote, voters, ballot, campaign, Wahl, Wahlkampf, Stimmen' },
      { german: 'Klima & Umwelt', english: 'Climate & environment', keywords: 'climate, environment, emissions, weather, Klima, Umwelt, Klimawandel' },
    ],
  },
  {
    german: 'Wirtschaft & Finanzen',
    english: 'Economy & finance',
    keywords: 'economy, business, finance, company, jobs, Wirtschaft, Unternehmen, Finanzen',
    children: [{ german: 'Börse', english: 'Stock markets', keywords: 'stocks, shares, investors, index, market, Aktien, Anleger, Börsenkurs' }],
  },
  {
    german: 'Sportnachrichten',
    english: 'Sports news',
    keywords: 'sport, tennis, skiing, basketball, cycling, athletes, championship, Meisterschaft',
    children: [
      { german: 'Fußballnachrichten', english: 'Football news', keywords: 'football, soccer, goal, league, derby, transfer, Fußball, Tor, Liga' },
      { german: 'Motorsport', english: 'Motorsport', keywords: 'formula1, formula, grand prix, race, driver, Formel, Rennen' },
    ],
  },
  { german: 'Wissenschaft & Forschung', english: 'Science & research', keywords: 'science, research, study, scientists, Wissenschaft, Forschung, Studie' },
  { german: 'Reisen & Freizeit', english: 'Travel & leisure', keywords: 'travel, holiday, trip, hotel, tourism, Reise, Urlaub' },
  { german: 'Gesundheit & Ernährung', english: 'Health & nutrition', keywords: 'health, food, diet, doctor, recipe, Gesundheit, Ernährung, Arzt, Rezept' },
  { german: 'Kultur & Unterhaltung', english: 'Culture & entertainment', keywords: 'culture, music, film, museum, festival, Kultur, Musik, Theater' },
  { german: 'Auto & Mobilität', english: 'Cars & mobility', keywords: 'car, motor, cars, traffic, electric vehicle, Auto, Verkehr, Elektroauto' },
].map((topic) => ({ ...topic, is_aitopic: true, children: topic.children?.map((child) => ({ ...child, is_aitopic: true })) }));

/** The demo taxonomy with its mapping rules (read by the tests of what the demo traffic earns) and the AI topics. */
export const DEMO_TAXONOMY = { interests, properties, topics };

/**
 * The demo taxonomy (shared by every organisation: organisation_id null) with the rules the
 * demo traffic meets: surf behaviour on the demo sites' og:section values (the first path
 * segment of the simulated pages: football, tennis, skiing, formula1, basketball, cycling,
 * politics, world, economy, science, tech, culture, travel, food, health, lifestyle, motor,
 * finance), question rules on the demo polls' answers and form rules on the newsletter form,
 * which give visitor properties. The demo admin created it and owns it, as every seeded entity.
 */
export async function seedDemoTaxonomy(db: AudiencesDatabase, adminId: number): Promise<void> {
  const insert = async (audience: DemoAudience, typeId: number, parentId: number | null) => {
    const { id } = await db
      .insertInto('audiences')
      .values({
        parent_id: parentId,
        type_id: typeId,
        german: audience.german,
        english: audience.english,
        is_pinpoll: audience.is_pinpoll ?? false,
        is_aitopic: audience.is_aitopic ?? false,
        keywords: audience.keywords ?? null,
        organisation_id: null,
        owner_id: adminId,
        created_by: adminId,
        modified_by: adminId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (audience.sections?.length) {
      await db
        .insertInto('audience_surf_rules')
        .values(audience.sections.map((s) => ({ audience_id: id, key: 'og:section', value: toWildcard(s.value, s.logic ?? 'equals'), affinity_score: s.affinity })))
        .execute();
    }
    if (audience.answers?.length) {
      await db
        .insertInto('audience_question_rules')
        .values(audience.answers.map((a) => ({ audience_id: id, poll_id: a.pollId, answer_id: a.answerId, affinity_score: a.affinity })))
        .execute();
    }
    if (audience.formFields?.length) {
      await db
        .insertInto('audience_form_rules')
        .values(audience.formFields.map((f) => ({ audience_id: id, form_id: DEMO_LEAD_FORM.id, field_name: f.fieldName, value: toWildcard(f.value, f.logic ?? 'equals'), affinity_score: f.affinity })))
        .execute();
    }
    for (const child of audience.children ?? []) await insert(child, typeId, id);
  };
  for (const a of interests) await insert(a, AUDIENCE_TYPES.interest, null);
  for (const a of properties) await insert(a, AUDIENCE_TYPES.property, null);
  for (const a of topics) await insert(a, AUDIENCE_TYPES.interest, null);
}
