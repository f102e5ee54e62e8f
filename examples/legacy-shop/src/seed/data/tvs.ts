import type { CategoryCatalogue, ProductLine, Specs } from '../catalogue-types';
import { colourName, hertz, inches, text } from './formats';

/** A TV series; each variant is a full model code with its diagonal and price. */
function tv(brand: string, specs: Specs, variants: readonly (readonly [string, number, number])[]): ProductLine {
  return {
    brand,
    model: '',
    specs,
    colours: ['black'],
    colourInTitle: false,
    variants: variants.map(([model, diagonal, price]) => ({ model, price, specs: { diagonal } })),
  };
}

const uhd = '4K Ultra HD (3840×2160)';
const fullHd = 'Full HD (1920×1080)';
const hd = 'HD (1366×768)';

export const tvs: CategoryCatalogue = {
  slug: 'tvs',
  type: { uk: 'Телевізор', ru: 'Телевизор' },
  characteristics: [
    { key: 'diagonal', name: { uk: 'Діагональ', ru: 'Диагональ' }, main: true, format: inches },
    { key: 'resolution', name: { uk: 'Роздільна здатність', ru: 'Разрешение' }, main: true, format: text },
    { key: 'smart', name: { uk: 'Smart TV', ru: 'Smart TV' }, main: true, format: text },
    { key: 'matrix', name: { uk: 'Тип матриці', ru: 'Тип матрицы' }, format: text },
    { key: 'refresh', name: { uk: 'Частота оновлення', ru: 'Частота обновления' }, format: hertz },
    { key: 'colour', name: colourName },
  ],
  describe: (specs) => ({
    uk: `Матриця ${String(specs.matrix)} з роздільною здатністю ${String(specs.resolution)} і платформою ${String(specs.smart)}: фільми, серіали та YouTube без приставок.`,
    ru: `Матрица ${String(specs.matrix)} с разрешением ${String(specs.resolution)} и платформой ${String(specs.smart)}: фильмы, сериалы и YouTube без приставок.`,
  }),
  lines: [
    tv('Samsung', { resolution: uhd, smart: 'Tizen', matrix: 'LED', refresh: 60 }, [['UE43DU7100UXUA', 43, 15999], ['UE50DU7100UXUA', 50, 18999], ['UE55DU7100UXUA', 55, 21999], ['UE65DU7100UXUA', 65, 29999]]),
    tv('Samsung', { resolution: uhd, smart: 'Tizen', matrix: 'QLED', refresh: 60 }, [['QE50Q60DAUXUA', 50, 24999], ['QE55Q60DAUXUA', 55, 28999], ['QE65Q60DAUXUA', 65, 38999]]),
    tv('Samsung', { resolution: uhd, smart: 'Tizen', matrix: 'Neo QLED', refresh: 120 }, [['QE55QN90DAUXUA', 55, 59999], ['QE65QN90DAUXUA', 65, 79999]]),
    tv('Samsung', { resolution: uhd, smart: 'Tizen', matrix: 'OLED', refresh: 120 }, [['QE55S90DAEXUA', 55, 64999]]),
    tv('LG', { resolution: uhd, smart: 'webOS', matrix: 'LED', refresh: 60 }, [['43UT81006LA', 43, 14999], ['50UT81006LA', 50, 17999], ['55UT81006LA', 55, 20999], ['65UT81006LA', 65, 27999]]),
    tv('LG', { resolution: uhd, smart: 'webOS', matrix: 'QNED', refresh: 60 }, [['55QNED816RE', 55, 29999], ['65QNED816RE', 65, 39999]]),
    tv('LG', { resolution: uhd, smart: 'webOS', matrix: 'OLED', refresh: 144 }, [['OLED55C46LA', 55, 64999], ['OLED65C46LA', 65, 89999]]),
    tv('LG', { resolution: uhd, smart: 'webOS', matrix: 'OLED', refresh: 120 }, [['OLED55B46LA', 55, 49999]]),
    tv('Sony', { resolution: uhd, smart: 'Google TV', matrix: 'Mini LED', refresh: 120 }, [['K-55XR70', 55, 64999], ['K-65XR70', 65, 84999]]),
    tv('Sony', { resolution: uhd, smart: 'Google TV', matrix: 'LED', refresh: 60 }, [['KD-43X75WL', 43, 19999], ['KD-50X75WL', 50, 23999]]),
    tv('Philips', { resolution: uhd, smart: 'Titan OS', matrix: 'LED', refresh: 60 }, [['43PUS8009/12', 43, 17999], ['50PUS8009/12', 50, 20999], ['55PUS8009/12', 55, 23999]]),
    tv('Philips', { resolution: uhd, smart: 'Google TV', matrix: 'OLED', refresh: 120 }, [['55OLED809/12', 55, 54999]]),
    tv('Xiaomi', { resolution: uhd, smart: 'Google TV', matrix: 'QLED', refresh: 60 }, [['TV A Pro 43 2025', 43, 13999], ['TV A Pro 55 2025', 55, 18999], ['TV A Pro 65 2025', 65, 24999]]),
    tv('TCL', { resolution: uhd, smart: 'Google TV', matrix: 'QLED', refresh: 60 }, [['50C655', 50, 16999], ['55C655', 55, 19999], ['65C655', 65, 26999]]),
    tv('TCL', { resolution: uhd, smart: 'Google TV', matrix: 'Mini LED', refresh: 144 }, [['55C805', 55, 32999], ['65C805', 65, 42999]]),
    tv('Hisense', { resolution: uhd, smart: 'VIDAA', matrix: 'LED', refresh: 60 }, [['43A6K', 43, 12999], ['55A6K', 55, 17999]]),
    tv('Kivi', { resolution: hd, smart: 'Android TV', matrix: 'LED', refresh: 60 }, [['32H760QB', 32, 7999]]),
    tv('Kivi', { resolution: fullHd, smart: 'Android TV', matrix: 'LED', refresh: 60 }, [['40F760QB', 40, 9999]]),
    tv('Kivi', { resolution: uhd, smart: 'Android TV', matrix: 'LED', refresh: 60 }, [['43U760QB', 43, 11999], ['55U760QB', 55, 16999]]),
  ],
};
