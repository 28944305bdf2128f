import { configFromEnv } from '../../../../core/server/config/configFromEnv';
import { insecureDefaults } from '../../../../core/server/config/insecureDefaults';
import { DEFAULT_DEMO_PASSWORD } from '../../../../core/server/config/ServerConfig';
import { demoBanner } from '../../../../core/server/seed/demoBanner';

const SECRET = 'x'.repeat(32);

describe('insecure defaults of a real deployment', () => {
  it('a demo start (not production, SEED=demo) is held to nothing', () => {
    expect(insecureDefaults({ production: false, seed: 'demo' }, ['admin@demo.test'])).toEqual([]);
  });

  it('NODE_ENV=production refuses SEED=demo, demo accounts in the database and a generated or short JWT secret', () => {
    const problems = insecureDefaults({ production: true, seed: 'demo' }, ['admin@demo.test', 'viewer@demo.test']);
    expect(problems).toEqual([
      expect.stringContaining('SEED=demo would seed the demo accounts'),
      expect.stringContaining('demo accounts (admin@demo.test, viewer@demo.test)'),
      expect.stringContaining('JWT_SECRET is not set'),
    ]);
    expect(insecureDefaults({ production: true, seed: 'none', jwtSecret: 'short' }, [])).toEqual([expect.stringContaining('shorter than 32 characters')]);
    expect(insecureDefaults({ production: true, seed: 'none', jwtSecret: SECRET }, [])).toEqual([]);
  });

  it('issue 15: a real deployment refuses image URL imports open to private addresses (a test-only switch)', () => {
    expect(insecureDefaults({ production: true, seed: 'none', jwtSecret: SECRET, media: { importPrivateAddresses: true } }, [])).toEqual([expect.stringContaining('MEDIA_IMPORT_PRIVATE_ADDRESSES')]);
    expect(insecureDefaults({ production: false, seed: 'demo', media: { importPrivateAddresses: true } }, [])).toEqual([]);
  });

  it('the environment: HOST chooses the interface (loopback when unset), NODE_ENV=production marks a real deployment', () => {
    expect(configFromEnv({}).host).toBeUndefined();
    expect(configFromEnv({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(configFromEnv({ NODE_ENV: 'production' }).production).toBe(true);
    expect(configFromEnv({ NODE_ENV: 'development' }).production).toBe(false);
  });

  it('SEED=none is a real deployment too, even without NODE_ENV', () => {
    expect(insecureDefaults({ production: false, seed: 'none' }, [])).toEqual([expect.stringContaining('JWT_SECRET is not set')]);
    expect(insecureDefaults({ production: false, seed: 'none', jwtSecret: SECRET }, ['admin@demo.test'])).toEqual([expect.stringContaining('admin@demo.test')]);
  });
});

describe('the demo start banner', () => {
  const url = 'http://127.0.0.1:8080';

  it('prints the URL and warns about the published demo password', () => {
    const banner = demoBanner({ seed: 'demo', host: '127.0.0.1', demoPassword: DEFAULT_DEMO_PASSWORD }, url);
    expect(banner.info[0]).toBe('Audience Console demo: http://127.0.0.1:8080');
    expect(banner.info[1]).toContain(`admin@demo.test, analyst@demo.test, marketer@demo.test, viewer@demo.test with the password "${DEFAULT_DEMO_PASSWORD}"`);
    expect(banner.warnings).toEqual([expect.stringMatching(/^WARNING: the demo accounts use the published password "demo1234"/)]);
  });

  it('keeps quiet about a password of its own, warns when the demo listens beyond loopback, says nothing for SEED=none', () => {
    expect(demoBanner({ seed: 'demo', host: '127.0.0.1', demoPassword: 'a-long-own-password' }, url).warnings).toEqual([]);
    expect(demoBanner({ seed: 'demo', host: '0.0.0.0', demoPassword: 'a-long-own-password' }, url).warnings).toEqual([expect.stringContaining('listens on 0.0.0.0')]);
    expect(demoBanner({ seed: 'none', host: '0.0.0.0', demoPassword: DEFAULT_DEMO_PASSWORD }, url)).toEqual({ info: [], warnings: [] });
  });
});
