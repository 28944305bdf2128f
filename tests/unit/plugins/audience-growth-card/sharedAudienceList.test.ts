import { ApiKernel } from '../../../../core/client/api/ApiKernel';
import audienceFilterValues from '../../../../plugins/audiences/client/audienceFilterValues';
import audiencesContract from '../../../../plugins/audiences/client/audiencesContract';
import { audienceChoicesOf } from '../../../../plugins/audience-growth-card/client/AudienceChoicesStore';
import { audiencePaths } from '../../../../plugins/audiences/common/audiencePaths';
import { forgetAudiences } from '../../../../plugins/audiences/client/loadAudiences';

const TREE = [{ id: 5, text: 'Sports', type_id: 1, children: [{ id: 6, text: 'Football', type_id: 1 }] }];
const reply = (status: number, body: unknown) => ({ status, text: () => Promise.resolve(JSON.stringify(body)) }) as Response;

/** A kernel whose requests wait until the test answers them; `asked` lists their URLs. */
function slowKernel() {
  const asked: string[] = [];
  const answers: ((response: Response) => void)[] = [];
  const kernel = new ApiKernel({
    fetch: (input) => {
      asked.push(String(input));
      return new Promise<Response>((resolve) => answers.push(resolve));
    },
  });
  return { kernel, asked, answer: (response: Response) => answers.shift()!(response) };
}

describe('the audience list on the realtime dashboard', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => error.mockRestore());

  it('API-04, ER-05: the filter bar’s audience values and the AudienceGrowthCard’s store share one getAudiences request, at once or one after the other, and nothing is refused or logged', async () => {
    const { kernel, asked, answer } = slowKernel();
    const values = audienceFilterValues.load(kernel);
    const choices = audienceChoicesOf(kernel, audiencesContract.loadAudiences);
    const loaded = choices.load();
    answer(reply(200, { status: 'success', data: TREE }));
    expect((await values).map((v) => [v.value, v.label, v.children?.map((c) => c.label)])).toEqual([[5, 'Sports', ['Football']]]);
    await loaded;
    expect(choices.choices.map((c) => c.text)).toEqual(['Sports', 'Football']);
    // Another filter bar later (another page of the console) takes the same list.
    expect(await audienceFilterValues.load(kernel)).toHaveLength(1);
    expect(asked).toEqual([`/api${audiencePaths.getAudiences}`]);
    expect(error).not.toHaveBeenCalled();
  });

  it('TM-11, issue 15: after the tree manager changed the taxonomy (forgetAudiences), the next growth card asks again and offers the new audience', async () => {
    const { kernel, asked, answer } = slowKernel();
    const choices = audienceChoicesOf(kernel, audiencesContract.loadAudiences);
    const first = choices.load();
    answer(reply(200, { status: 'success', data: TREE }));
    await first;
    forgetAudiences(kernel);
    const again = choices.load();
    await Promise.resolve();
    answer(reply(200, { status: 'success', data: [...TREE, { id: 7, text: 'Cycling', type_id: 1 }] }));
    await again;
    expect(choices.choices.map((c) => c.text)).toEqual(['Sports', 'Football', 'Cycling']);
    expect(asked).toHaveLength(2);
  });

  it('ER-05: a failed list is not kept: the next asker asks again', async () => {
    const { kernel, asked, answer } = slowKernel();
    const failed = audienceFilterValues.load(kernel);
    answer(reply(500, { status: 'error', error: 'server_error', message: 'Down' }));
    expect(await failed).toEqual([]);
    const again = audienceFilterValues.load(kernel);
    await Promise.resolve();
    answer(reply(200, { status: 'success', data: TREE }));
    expect(await again).toHaveLength(1);
    expect(asked).toHaveLength(2);
  });
});
