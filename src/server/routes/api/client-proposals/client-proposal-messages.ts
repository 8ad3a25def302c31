/** Said when a client's link is out of date, on reading the draft's layout and on sending a proposal. */
export const draftSupersededMessage = "Questa bozza è stata sostituita da una più recente: chiedi all'operatore il nuovo link.";
