/** One camera as `/api/traffic-cams` answers it (api-contract.md), with `extra` fields laid over. */
export const cameraRecord = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Camera ${id}`,
  imageUrl: null,
  latitude: 44.97,
  longitude: -93.26,
  highway: 'I-94',
  direction: 'EB',
  county: 'Hennepin',
  status: 'active',
  ...extra,
});
