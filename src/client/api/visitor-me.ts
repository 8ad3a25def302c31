export { visitorMe } from '../../shared/api/visitor-me.js';
