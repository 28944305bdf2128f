/** @jest-environment node */
import { classifyReferrer } from '../../../../core/server/ingest/classifyReferrer';
import { registrableDomain } from '../../../../core/server/ingest/registrableDomain';

const page = (url = 'https://news.example.com/sport/a') => new URL(url);

describe('classifyReferrer: Self, Search, Social, Direct, Other, Paid_Search', () => {
  it('no referrer is Direct', () => {
    expect(classifyReferrer(page(), '')).toEqual({ host: '', type: 'Direct' });
    expect(classifyReferrer(page(), 'not a url').type).toBe('Direct');
  });
  it('the same site, another subdomain of it, or another domain of the organisation is Self', () => {
    expect(classifyReferrer(page(), 'https://news.example.com/').type).toBe('Self');
    expect(classifyReferrer(page(), 'https://www.example.com/home').type).toBe('Self');
    expect(classifyReferrer(page(), 'https://blog.example.org/x', ['news.example.com', 'blog.example.org']).type).toBe('Self');
    expect(classifyReferrer(page(), 'https://blog.example.org/x', ['news.example.com']).type).toBe('Other');
  });
  it('search engines under any country domain are Search', () => {
    expect(classifyReferrer(page(), 'https://www.google.com/')).toEqual({ host: 'google.com', type: 'Search' });
    expect(classifyReferrer(page(), 'https://www.google.de/').type).toBe('Search');
    expect(classifyReferrer(page(), 'https://www.google.co.uk/').type).toBe('Search');
    expect(classifyReferrer(page(), 'https://duckduckgo.com/').type).toBe('Search');
    expect(classifyReferrer(page(), 'https://www.bing.com/search?q=x').type).toBe('Search');
  });
  it('a subdomain named like a search engine on another site is not Search', () => {
    expect(classifyReferrer(page(), 'https://google.someblog.net/').type).toBe('Other');
  });
  it('social networks and their link shorteners are Social', () => {
    expect(classifyReferrer(page(), 'https://l.facebook.com/l.php?u=x').type).toBe('Social');
    expect(classifyReferrer(page(), 'https://t.co/abc').type).toBe('Social');
    expect(classifyReferrer(page(), 'https://www.linkedin.com/feed').type).toBe('Social');
  });
  it('any other site is Other', () => {
    expect(classifyReferrer(page(), 'https://another-news.net/article')).toEqual({ host: 'another-news.net', type: 'Other' });
  });
  it('a gclid, msclkid or paid utm_medium on the landing page is Paid_Search, whatever the referrer', () => {
    expect(classifyReferrer(page('https://news.example.com/a?gclid=abc'), 'https://www.google.com/').type).toBe('Paid_Search');
    expect(classifyReferrer(page('https://news.example.com/a?msclkid=1'), '').type).toBe('Paid_Search');
    expect(classifyReferrer(page('https://news.example.com/a?utm_source=google&utm_medium=cpc'), 'https://www.google.com/').type).toBe('Paid_Search');
    expect(classifyReferrer(page('https://news.example.com/a?utm_medium=email'), 'https://www.google.com/').type).toBe('Search');
  });
});

describe('registrableDomain', () => {
  it('keeps the last two labels, three under two-label suffixes', () => {
    expect(registrableDomain('news.example.com')).toBe('example.com');
    expect(registrableDomain('a.b.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomain('example.com')).toBe('example.com');
    expect(registrableDomain('127.0.0.1')).toBe('127.0.0.1');
  });
});
