import type { I18n } from '@vitrina/core';

type Dictionary = Parameters<I18n['addTranslations']>[1];
type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/*
 * The demo's own texts, merged into the SDK's dictionaries under `demo.`; everything else on the
 * page comes from the core's uk and ru dictionaries. `{{x, price}}` and the shop constants
 * (`passportThreshold`, `freeDeliveryFrom`) are the core's formatter and default variables.
 */
export const demoUk = {
  demo: {
    title: 'Vitrina: ядро в браузері',
    intro:
      'Ця сторінка показує @vitrina/core без жодного фреймворку: переклади, ціни, правила товарів, обране, перевірку форм, правила оформлення замовлення та типізовані помилки API.',
    favourites_count: '{{title}}: {{products}}',
    products: {
      title: 'Товари',
      intro: 'Ціну, рейтинг, наявність, кнопку дії та бонуси кожної картки визначає ядро.',
      favourite: 'В обране: {{title}}',
    },
    registration: {
      intro: 'Поля перевіряє registrationFormSchema, а повідомлення — ключі перекладу ядра.',
      phone_saved: 'Телефон у форматі магазину: {{phone}}',
    },
    checkout: {
      title: 'Правила оформлення замовлення',
      intro:
        'checkCheckout перевіряє замовлення: від {{passportThreshold, price}} з оплатою при отриманні потрібні паспортні дані й дані отримувача. Доставка безкоштовна від {{freeDeliveryFrom, price}}.',
      total: 'Сума товарів, грн',
      result: 'Результат перевірки',
      can_place: 'Порушень немає: замовлення можна оформити',
      cannot_place: 'Замовлення не можна оформити',
      invalid_total: 'Вкажіть суму замовлення: ціле число від 0',
      missing_for_free: 'До безкоштовної доставки бракує {{amount, price}}',
    },
    api: {
      title: 'Запит до API',
      intro:
        'За адресою /api/shop/ сервера немає, тож виклик завершиться помилкою. Будь-яку невдачу SDK перетворює на типізовану помилку з ключем повідомлення для покупця.',
      call: 'Викликати GetGeneralData',
      success: 'Сервер відповів, дані отримано',
      error_title: 'Виклик завершився помилкою',
      error_class: 'Клас помилки',
      kind: 'Тип (kind)',
      status: 'HTTP-статус',
      message_key: 'Ключ повідомлення',
      message: 'Що бачить покупець',
    },
    log: {
      title: 'Журнал подій',
      intro: 'Сюди пишуть хук onError з конфігурації SDK і дії на сторінці.',
      empty: 'Подій ще немає',
      sdk_error: 'onError: помилка «{{kind}}» — {{message}}',
      sdk_error_at: 'onError: помилка «{{kind}}» у виклику {{endpoint}} — {{message}}',
      language: 'Мову змінено: {{language}}',
      product: '{{message}}: {{title}}',
      registered: 'Форма реєстрації пройшла перевірку',
    },
    footer: 'Товари на сторінці — приклади даних; сервера API за нею немає.',
  },
} satisfies Dictionary;

export const demoRu: SameKeys<typeof demoUk> = {
  demo: {
    title: 'Vitrina: ядро в браузере',
    intro:
      'Эта страница показывает @vitrina/core без какого-либо фреймворка: переводы, цены, правила товаров, избранное, проверку форм, правила оформления заказа и типизированные ошибки API.',
    favourites_count: '{{title}}: {{products}}',
    products: {
      title: 'Товары',
      intro: 'Цену, рейтинг, наличие, кнопку действия и бонусы каждой карточки определяет ядро.',
      favourite: 'В избранное: {{title}}',
    },
    registration: {
      intro: 'Поля проверяет registrationFormSchema, а сообщения — ключи перевода ядра.',
      phone_saved: 'Телефон в формате магазина: {{phone}}',
    },
    checkout: {
      title: 'Правила оформления заказа',
      intro:
        'checkCheckout проверяет заказ: от {{passportThreshold, price}} с оплатой при получении нужны паспортные данные и данные получателя. Доставка бесплатна от {{freeDeliveryFrom, price}}.',
      total: 'Сумма товаров, грн',
      result: 'Результат проверки',
      can_place: 'Нарушений нет: заказ можно оформить',
      cannot_place: 'Заказ нельзя оформить',
      invalid_total: 'Укажите сумму заказа: целое число от 0',
      missing_for_free: 'До бесплатной доставки не хватает {{amount, price}}',
    },
    api: {
      title: 'Запрос к API',
      intro:
        'По адресу /api/shop/ сервера нет, поэтому вызов завершится ошибкой. Любую неудачу SDK превращает в типизированную ошибку с ключом сообщения для покупателя.',
      call: 'Вызвать GetGeneralData',
      success: 'Сервер ответил, данные получены',
      error_title: 'Вызов завершился ошибкой',
      error_class: 'Класс ошибки',
      kind: 'Тип (kind)',
      status: 'HTTP-статус',
      message_key: 'Ключ сообщения',
      message: 'Что видит покупатель',
    },
    log: {
      title: 'Журнал событий',
      intro: 'Сюда пишут хук onError из конфигурации SDK и действия на странице.',
      empty: 'Событий пока нет',
      sdk_error: 'onError: ошибка «{{kind}}» — {{message}}',
      sdk_error_at: 'onError: ошибка «{{kind}}» в вызове {{endpoint}} — {{message}}',
      language: 'Язык изменён: {{language}}',
      product: '{{message}}: {{title}}',
      registered: 'Форма регистрации прошла проверку',
    },
    footer: 'Товары на странице — примеры данных; сервера API за ней нет.',
  },
};
