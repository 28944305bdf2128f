import { ApiKernel } from '../../../../core/client/api/ApiKernel';
import audienceFilterValues from '../../../../plugins/audiences/client/audienceFilterValues';
import { audienceChoicesOf } from '../../../../plugins/audience-growth-card/client/AudienceChoicesStore';
import { audiencePaths } from '../../../../plugins/audiences/common/audiencePaths';

const TREE = [{ id: 5, text: 'Sports', type_id: 1, children: [{ id: 6, text: 'Football', type_id: 1 }] }];

describe('the audience list on the realtime dashboard', () => {
  it('API-04, ER-05: the filter bar’s audience values and the AudienceGrowthCard’s store load getAudiences at the same time with one request, and nothing is refused or logged', async () => {
    const asked: string[] = [];
    let answer: (response: Response) => void = () => {};
    const kernel = new ApiKernel({
      fetch: (input) => {
        asked.push(String(input));
        return new Promise<Response>((resolve) => (answer = resolve));
      },
    });
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const values = audienceFilterValues.load(kernel);
    const choices = audienceChoicesOf(kernel);
    const loaded = choices.load();
    answer({ status: 200, text: () => Promise.resolve(JSON.stringify({ status: 'success', data: TREE })) } as Response);
    expect((await values).map((v) => [v.value, v.label, v.children?.map((c) => c.label)])).toEqual([[5, 'Sports', ['Football']]]);
    await loaded;
    expect(choices.choices.map((c) => c.text)).toEqual(['Sports', 'Football']);
    expect(asked).toEqual([`/api${audiencePaths.getAudiences}`]);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });
});
