import { withAutoAssignment } from '../../../../plugins/trackings/common/autoAssignment';
import { TRACKING_EVENTS } from '../../../../plugins/trackings/common/Tracking';
import { toggleStateSchema } from '../../../../core/common/entities';
import { trackingSchema, trackingUpdateSchema } from '../../../../plugins/trackings/common/trackingSchema';
import { NEW_TRACKING } from '../../../../plugins/trackings/client/newTracking';
import { schemaErrors } from '../../../support/schemaErrors';

const valid = { ...NEW_TRACKING, name: 'Summer polls' };
const errorsOf = (changes: object) => schemaErrors(trackingSchema, { ...valid, ...changes });

describe('trackingSchema (management §5)', () => {
  it('TK-14: the new tracking is active, on all domains (0) and devices, without auto-assignment and with nothing assigned', () => {
    expect(NEW_TRACKING).toMatchObject({ active: true, domain_id: 0, device_type: 'all', auto_assignment: false, start_date: null, end_date: null, assignedEvents: [], assignedPixels: [] });
    // Only the name is missing: the defaults themselves pass.
    expect(Object.keys(schemaErrors(trackingSchema, NEW_TRACKING))).toEqual(['name']);
    expect(trackingSchema.cast({ name: 'x', domain_id: 0, device_type: 'all' })).toMatchObject({ active: true, auto_assignment: false, start_date: null, assignedQuestions: [] });
  });

  it('TK-08: the name is required and 3 to 50 characters; both ends pass', () => {
    expect(errorsOf({ name: 'abc' })).toEqual({});
    expect(errorsOf({ name: 'x'.repeat(50) })).toEqual({});
    expect(errorsOf({ name: 'ab' })).toEqual({ name: ['Name must be at least 3 characters.'] });
    expect(errorsOf({ name: 'x'.repeat(51) })).toEqual({ name: ['Name may not be greater than 50 characters.'] });
    expect(errorsOf({ name: '   ' }).name).toContain('Name is required.');
  });

  it('TK-09: dates are optional YYYY-MM-DD days from 2018-01-01; the end may equal the start, not precede it', () => {
    expect(errorsOf({ start_date: null, end_date: null })).toEqual({});
    expect(errorsOf({ start_date: '', end_date: '' })).toEqual({});
    expect(errorsOf({ start_date: '2018-01-01', end_date: '2018-01-01' })).toEqual({});
    expect(errorsOf({ end_date: '2019-05-01' })).toEqual({});
    expect(errorsOf({ start_date: '2017-12-31' })).toEqual({ start_date: ['start_date may not be before 2018-01-01.'] });
    expect(errorsOf({ end_date: '2017-12-31' })).toEqual({ end_date: ['end_date may not be before 2018-01-01.'] });
    expect(errorsOf({ start_date: '2026-06-02', end_date: '2026-06-01' })).toEqual({ end_date: ['end_date may not be before the start date.'] });
    expect(errorsOf({ start_date: '01.06.2026' })).toEqual({ start_date: ['start_date must be a date in the form YYYY-MM-DD.'] });
    expect(errorsOf({ start_date: '2026-02-29' })).toEqual({ start_date: ['start_date must be a date in the form YYYY-MM-DD.'] });
  });

  it('TK-10: a domain is required; 0 is all domains', () => {
    expect(errorsOf({ domain_id: 0 })).toEqual({});
    expect(errorsOf({ domain_id: 12 })).toEqual({});
    expect(errorsOf({ domain_id: undefined })).toEqual({ domain_id: ['domain_id is required.'] });
    expect(errorsOf({ domain_id: -1 })).toEqual({ domain_id: ['domain_id must be at least 0.'] });
  });

  it('TK-11: device_type is required and one of all, desktop, mobile, app', () => {
    for (const device_type of ['all', 'desktop', 'mobile', 'app']) expect(errorsOf({ device_type })).toEqual({});
    expect(errorsOf({ device_type: 'tablet' })).toEqual({ device_type: ['device_type must be one of all, desktop, mobile, app.'] });
    expect(errorsOf({ device_type: undefined })).toEqual({ device_type: ['device_type is required.'] });
  });

  it('TK-12: each assigned event is one of the five tracking events', () => {
    expect(TRACKING_EVENTS).toEqual(['question_view', 'vote', 'vote_click', 'lead_form_submit', 'cta_click']);
    expect(errorsOf({ assignedEvents: [...TRACKING_EVENTS] })).toEqual({});
    expect(errorsOf({ assignedEvents: ['vote', 'page_view'] })).toEqual({ 'assignedEvents[1]': ['assignedEvents[] must be one of question_view, vote, vote_click, lead_form_submit, cta_click.'] });
  });

  it('TK-13: pixels, questions, answers, ads and forms take any ids (well-formed), none needed', () => {
    expect(errorsOf({ assignedPixels: [], assignedQuestions: [], assignedAnswers: [], assignedAds: [], assignedForms: [] })).toEqual({});
    expect(
      errorsOf({
        assignedPixels: [1, 99],
        assignedAds: [5],
        assignedQuestions: [{ id: 9101, domain: 'news.example.com' }],
        assignedAnswers: [{ domain: 'news.example.com', questionId: 9101, answerId: 1 }],
        assignedForms: [{ id: 9201, domain: 'news.example.com' }],
      }),
    ).toEqual({});
    expect(Object.keys(errorsOf({ assignedPixels: [0] }))).toEqual(['assignedPixels[0]']);
    expect(Object.keys(errorsOf({ assignedQuestions: [{ id: 1 }] }))).toEqual(['assignedQuestions[0].domain']);
  });

  it('issue 14: an update carries the version it was edited from and leaves the active flag to toggleState', () => {
    expect(schemaErrors(trackingUpdateSchema, { ...valid })).toEqual({ version: ['version is required.'] });
    expect(Object.keys(trackingUpdateSchema.fields)).not.toContain('active');
    expect(schemaErrors(toggleStateSchema, { id: 4 })).toEqual({ newState: ['newState is required.'] });
  });
});

describe('withAutoAssignment (management §4)', () => {
  const assigned = {
    ...valid,
    assignedQuestions: [{ id: 1, domain: 'a.example' }],
    assignedAnswers: [{ domain: 'a.example', questionId: 1, answerId: 2 }],
    assignedAds: [3],
    assignedForms: [{ id: 4, domain: 'a.example' }],
    assignedPixels: [5],
    assignedEvents: ['vote' as const],
  };

  it('TK-15: auto-assignment on clears questions, answers, ads and forms; pixels and events stay', () => {
    expect(withAutoAssignment({ ...assigned, auto_assignment: true })).toEqual({ ...assigned, auto_assignment: true, assignedQuestions: [], assignedAnswers: [], assignedAds: [], assignedForms: [] });
  });

  it('TK-15: auto-assignment off keeps every assignment', () => {
    expect(withAutoAssignment(assigned)).toBe(assigned);
  });
});
