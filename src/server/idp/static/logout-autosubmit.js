/* global document */
// Confirms RP-initiated logout without a click; an external file because the CSP forbids inline
// scripts. It clicks the visible "Esci" button so both paths submit exactly the same request.
document.getElementById('logout-confirm')?.click();
