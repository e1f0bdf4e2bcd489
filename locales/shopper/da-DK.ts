// The da-DK texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/da-DK.json';
import newsletter from '../catalogues/newsletter/da-DK.json';
import widgets from '../catalogues/widgets/da-DK.json';

export default { ...footer, ...newsletter, ...widgets };
