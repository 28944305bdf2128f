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
  it('a brand counts under suffixes the public suffix list knows, not under private ones', () => {
    expect(classifyReferrer(page(), 'https://www.google.com.au/').type).toBe('Search');
    expect(classifyReferrer(page(), 'https://www.google.co.in/').type).toBe('Search');
    expect(classifyReferrer(page(), 'https://yandex.com.tr/').type).toBe('Search');
    expect(classifyReferrer(page(), 'https://google.blogspot.com/').type).toBe('Other');
  });
  it('sites under a private suffix are not Self to each other', () => {
    expect(classifyReferrer(page('https://foo.github.io/a'), 'https://bar.github.io/').type).toBe('Other');
    expect(classifyReferrer(page('https://foo.github.io/a'), 'https://foo.github.io/b').type).toBe('Self');
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
  it('keeps the label before the public suffix', () => {
    expect(registrableDomain('news.example.com')).toBe('example.com');
    expect(registrableDomain('a.b.example.co.uk')).toBe('example.co.uk');
    expect(registrableDomain('example.com')).toBe('example.com');
    expect(registrableDomain('WWW.Example.COM.')).toBe('example.com');
  });
  it('knows suffixes a short hand-kept list missed', () => {
    expect(registrableDomain('a.b.example.com.au')).toBe('example.com.au');
    expect(registrableDomain('news.bbc.co.uk')).toBe('bbc.co.uk');
    expect(registrableDomain('www.example.co.in')).toBe('example.co.in');
    expect(registrableDomain('shop.example.com.sg')).toBe('example.com.sg');
    expect(registrableDomain('portal.ministerium.gv.at')).toBe('ministerium.gv.at');
    expect(registrableDomain('www.uni.edu.au')).toBe('uni.edu.au');
  });
  it('counts private suffixes: a subdomain of github.io is a site of its own', () => {
    expect(registrableDomain('foo.github.io')).toBe('foo.github.io');
    expect(registrableDomain('docs.foo.github.io')).toBe('foo.github.io');
    expect(registrableDomain('someone.blogspot.com')).toBe('someone.blogspot.com');
  });
  it('an IP address or a single label is its own site', () => {
    expect(registrableDomain('127.0.0.1')).toBe('127.0.0.1');
    expect(registrableDomain('localhost')).toBe('localhost');
  });
});
