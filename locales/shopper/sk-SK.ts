// The sk-SK texts of a shopper's page: the footer's, the newsletter form's and the widgets' (locales/loadMessages.ts).
import footer from '../catalogues/footer/sk-SK.json';
import newsletter from '../catalogues/newsletter/sk-SK.json';
import widgets from '../catalogues/widgets/sk-SK.json';

export default { ...footer, ...newsletter, ...widgets };
