import { enumMapping } from '../src';

describe('enumMapping', () => {
  enum Color {
    COLOR_UNSPECIFIED = 0,
    COLOR_DARK_RED = 1,
    COLOR_BLUE = 2,
  }
  const colors = enumMapping<'dark_red' | 'blue', Color>({ dark_red: Color.COLOR_DARK_RED, blue: Color.COLOR_BLUE });

  it('maps stored values to proto values and back', () => {
    expect(colors.toProto.dark_red).toBe(Color.COLOR_DARK_RED);
    expect(colors.fromProto.get(Color.COLOR_BLUE)).toBe('blue');
  });

  it('answers no stored value for _UNSPECIFIED or an unknown proto value', () => {
    expect(colors.fromProto.get(Color.COLOR_UNSPECIFIED)).toBeUndefined();
    expect(colors.fromProto.get(7 as Color)).toBeUndefined();
  });

  it('lists the proto values a request may carry', () => {
    expect(colors.values).toEqual([Color.COLOR_DARK_RED, Color.COLOR_BLUE]);
  });

  it('refuses a table mapping two stored values to one proto value', () => {
    expect(() => enumMapping({ a: 1, b: 1 })).toThrow('proto value 1 is mapped twice');
  });
});
