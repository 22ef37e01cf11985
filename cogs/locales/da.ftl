# Dansk (da).
#
# Ordliste (de ord danske spillere bruger ved bordet; mange er engelske):
#   blinds (lille blind, stor blind), ante, straddle, dealerknappen; preflop, flop, turn,
#   river, showdown; fold, check, call, bet (indsats), raise (forhøj), all-in, vis, muck;
#   pot, hovedpot, sidepot; stak, bankroll, buy-in, opfyldning, jetoner; cashbord,
#   heads-up-kamp, sit-and-go.
#   Hænder: højt kort, et par, to par, tre ens, straight, flush, fuldt hus, fire ens,
#   straight flush, royal flush. Ordenstal: 1., 2., 3.

## error
error-unexpected = Beklager, noget gik galt hos os. Prøv igen.
error-no_permission = Du skal have tilladelsen Administrer server for at gøre det.
error-guild_only = Poker spilles i en serverkanal, ikke i private beskeder.
error-cooldown = Sænk farten lidt: prøv igen om { $seconds ->
    [one] et sekund
   *[other] { $seconds } sekunder
}.
error-bad_option = "{ $value }" er ikke en gyldig værdi for den indstilling.
error-check_failed = Du kan ikke bruge den kommando her.
error-not_your_buttons = Disse knapper hører til { $owner }s forespørgsel. Kør selv kommandoen.
error-not_your_turn = Det er ikke din tur endnu.
error-stale_button = Den knap hører til en tidligere hånd.
error-not_in_hand = Du er ikke med i denne hånd, så knapperne er ikke til dig.
error-headsup_fixed = Heads-up-kampen spilles altid efter spillekortet (blinds 1/2, 100 jetoner, ti hænder); udelad de andre indstillinger.
error-free_amounts = Dette format tillader kun raises på halv pot, pot og all-in.

## cmd
cmd-poker = Texas Hold'em ved denne kanals bord
cmd-poker-create = Åbn et bord i denne kanal
cmd-poker-join = Tag plads ved denne kanals bord
cmd-poker-leave = Forlad bordet (din stak går tilbage til din bankroll)
cmd-poker-start = Giv den første hånd
cmd-poker-table = Vis bordet igen
cmd-poker-cards = Se dine hulkort (kun dig)
cmd-poker-sitout = Sid over fra næste hånd
cmd-poker-sitin = Kom med igen fra næste hånd
cmd-poker-topup = Fyld din stak op fra din bankroll
cmd-poker-history = De seneste hænder spillet her
cmd-poker-export = En hånd i PHH-format som fil (kun det bordet så)
cmd-poker-close = Luk bordet (den der åbnede det, eller Administrer server)
cmd-poker-deck = Hvordan dine egne kort ser ud
cmd-poker-deck-style = Tegn dine kort klassisk eller i fire farver (denne server)

## opt
opt-deck_style = Klassisk (to farver) eller fire farver (♦ blå, ♣ grøn)

## deck
deck-classic = klassisk
deck-four_colour = i fire farver

## cmd
cmd-poker-misdeal = Erklær fejlgivning: hånden er ugyldig (Administrer server)
cmd-fold = Fold din hånd
cmd-check = Check (giv videre uden at byde)
cmd-call = Call den aktuelle indsats
cmd-bet = Byd et beløb
cmd-raise = Raise til et samlet beløb i denne indsatsrunde
cmd-allin = Sæt hele din stak ind
cmd-balance = En bankroll på denne server
cmd-daily = Hent dine daglige jetoner
cmd-leaderboard = Serverens rangliste
cmd-stats = Pokerstatistik for et medlem
cmd-bank = Bankadministration (Administrer server)
cmd-bank-grant = Giv jetoner til et medlems bankroll (Administrer server)

## opt
opt-game = Cashbord, heads-up-kampen på ti hænder eller en sit-and-go
opt-small_blind = Lille blind
opt-big_blind = Stor blind
opt-betting = No-limit, pot-limit eller fixed-limit
opt-seats = Hvor mange pladser (2 til 10)
opt-min_buy_in = Mindste buy-in (en sit-and-gos indskud)
opt-max_buy_in = Største buy-in
opt-straddle = Spilleren til venstre for stor blind straddler hver hånd
opt-ante = En ante fra hver spiller, der får kort
opt-clock = Sekunder hver spiller har til at handle
opt-buy_in = Jetoner du tager med til bordet
opt-amount = Jetoner
opt-raise_to = Det samlede beløb din indsats bliver i denne runde
opt-count = Hvor mange hænder
opt-hand = Håndens nummer eller dens id fra /poker history, f.eks. 7-12 (den seneste, hvis udeladt)
opt-member = Medlemmet (dig, hvis udeladt)
opt-by = Hvad der rangeres efter
opt-page = Hvilken side
opt-grant_member = Hvem der får jetonerne

## table
table-title = Texas Hold'em · { $structure } · { $small_blind }/{ $big_blind }
table-title-headsup = Heads-up-kamp · blinds { $small_blind }/{ $big_blind }
table-title-tournament = Sit-and-go · { $structure } · blinds { $small_blind }/{ $big_blind }
table-ante = ante { $ante }
table-no_players = Ingen sidder ved bordet endnu. Brug `/poker join` for at tage plads.
table-waiting = Venter på første hånd. `/poker start` giver den.
table-next_hand = Næste hånd gives { $when }.
table-waiting-players = Venter på spillere: to skal sidde ved bordet og være med.
table-closed = Dette bord er lukket.
table-seat = { $marker } Plads { $seat } · { $player } · { $stack } jetoner{ $bet }{ $state }
table-seat-bet = {" "}· indsats { $bet }
table-state-folded = {" "}· foldet
table-state-all_in = {" "}· **all-in**
table-state-sitting_out = {" "}· sidder over
table-state-waiting = {" "}· venter
table-board = **Board** { $cards }
table-board-empty = **Board** —
table-pot = **Pot** { $total }
table-pot-sides = **Pot** { $total } (hovedpot { $main }; sidepot { $sides })
table-to_act = **{ $player } skal handle** · tiden løber ud { $deadline }
table-to_act-call = { $player } kan folde, calle { $call } eller raise
table-recent = **Senest** { $lines }
table-footer = Hånd #{ $hand_no } · { $street }
table-footer-idle = Mellem hænder · { $seats } ved bordet

## street
street-preflop = Preflop
street-flop = Flop
street-turn = Turn
street-river = River
street-showdown = Showdown
street-between = Mellem hænder

## button
button-fold = Fold
button-check = Check
button-call = Call { $amount }
button-all_in = All-in { $amount }
button-min_raise = Min { $amount }
button-half_pot = ½ pot { $amount }
button-pot = Pot { $amount }
button-bet_quick = { $label } { $amount }
button-raise = Raise…
button-bet = Bet…
button-my_cards = Mine kort
button-previous = Forrige
button-next = Næste

## modal
modal-title-raise = Raise (hånd #{ $hand_no })
modal-title-bet = Byd (hånd #{ $hand_no })
modal-label = Raise til ({ $minimum } til { $maximum })
modal-label-bet = Byd ({ $minimum } til { $maximum })
modal-placeholder = Et beløb mellem { $minimum } og { $maximum }
modal-no_raise = Du kan ikke byde eller raise lige nu.

## note
note-hand_started = Hånd #{ $hand_no } gives.
note-fold = { $player } folder
note-check = { $player } checker
note-call = { $player } caller { $amount }
note-bet = { $player } better { $amount }
note-raise = { $player } raiser til { $amount }
note-all_in = { $player } går all-in med { $amount }
note-all_in-suffix = {" "}(all-in)
note-muck = { $player } mucker
note-show = { $player } viser
note-ante = { $player } betaler ante { $amount }
note-small_blind = { $player } lægger lille blind { $amount }
note-big_blind = { $player } lægger stor blind { $amount }
note-straddle = { $player } straddler { $amount }
note-uncalled = { $player } får ucallede { $amount } tilbage
note-action = { $player } handler
note-street = **{ $street }** · { $cards }
note-street-board = Board: { $board }
note-showdown-title = Showdown · hånd #{ $hand_no }
note-showdown-hand = { $player } viser { $cards } — { $description }{ $won }
note-showdown-won = {" "}· vinder { $amount }
note-pot-main = Hovedpot
note-pot-side = Sidepot { $number }
note-pot-award = { $pot } ({ $amount }): { $winners }
note-hand_won = { $player } vinder { $amount } (alle andre foldede)
note-hand_voided = Hånd #{ $hand_no } blev erklæret fejlgivet: alle jetoner gik tilbage.
note-timed_out = { $player } løb tør for tid
note-sat_out = { $player } sidder over
note-player_left = { $player } forlod bordet
note-player_left-chips = { $player } forlod bordet med { $amount } jetoner
note-eliminated = { $player } er ude og ender på en { $place }.-plads
note-out_of_chips = { $player } er løbet tør for jetoner: `/poker topup` mindst { $amount } for at spille videre, eller `/poker leave`
note-level_up = Blinds stiger
note-level_up-big_blind = Blinds stiger: stor blind er nu { $amount }
note-match_over = Kampen er slut.
note-match_over-won = { $player } vinder! Præmiepuljen var { $amount } jetoner.
note-match_over-draw = Kampen endte uafgjort: alle indskud går tilbage.
note-reminder = { $player }, det er din tur — uret løber ud { $deadline }.
note-dm_failed = { $player }, jeg kunne ikke sende dig dine kort som privat besked. Tryk på **Mine kort** ved bordet (eller brug `/poker cards`) for at se dem.

## cards
cards-dm = Dine kort til hånd #{ $hand_no } i { $channel }: **{ $cards }**
cards-ephemeral = Dine kort til hånd #{ $hand_no }: **{ $cards }**
cards-none = Du har ingen kort i den igangværende hånd.

## poker
poker-created = { $player } åbnede et bord her. Brug `/poker join` for at sætte dig.
poker-joined = { $player } satte sig.
poker-left = { $player } forlod bordet.
poker-started = Bland og giv!
poker-sat_out = Du sidder over fra næste hånd.
poker-sat_in = Du er med igen fra næste hånd.
poker-topped_up = Lagde { $amount } jetoner til din stak.
poker-table_posted = Bordet vises nedenfor.
poker-closed = Bordet er lukket. Hver stak gik tilbage til sin bankroll.
poker-misdeal = Fejlgivning: hånden er ugyldig, og alle jetoner gik tilbage.
poker-acted = Klaret.
poker-history-title = { $count ->
    [one] Den seneste hånd her
   *[other] De seneste { $count } hænder her
}
poker-history-empty = Der er ikke spillet nogen hænder ved dette bord endnu.
poker-history-line = #{ $hand_no } · { $outcome }{ $detail }
poker-history-won = { $winners } vandt { $pot }
poker-history-voided = fejlgivning (ugyldig)
poker-history-net = dig { $net }
poker-export-done = Hånd #{ $hand_no } i PHH (kun det bordet så).
poker-deck_style = Dine kort tegnes { $style } på denne server, i dine private beskeder og under **Mine kort**. Bordbilledet forbliver klassisk for alle.

## bank
bank-balance = { $player } har **{ $balance }** jetoner.
bank-balance-daily_ready = Den daglige belønning er klar: `/daily`.
bank-balance-daily_at = Næste daglige belønning { $when }.
bank-daily = Du hentede **{ $amount }** jetoner. Din bankroll har nu { $balance }.
bank-granted = Gav { $amount } jetoner til { $player }. Deres bankroll har nu { $balance }.
bank-leaderboard-title = Rangliste · { $by }
bank-leaderboard-empty = Ingen er på denne rangliste endnu.
bank-leaderboard-line = **{ $rank }.** { $player } · { $value }
bank-leaderboard-footer = Side { $page } af { $pages }
bank-by-bankroll = bankroll
bank-by-net_won = vundne jetoner netto
bank-by-hands_won = vundne hænder
bank-stats-title = Pokerstatistik
bank-stats-who = { $player }
bank-stats-body =
    Spillede hænder: { $played }
    Vundne hænder: { $won }
    Vundne jetoner netto: { $net }
    Største pot: { $biggest }
    Vundne showdowns: { $showdowns }

## hænder
rank-one = { $rank ->
    [ace] es
    [king] konge
    [queen] dame
    [jack] knægt
    [ten] tier
    [nine] nier
    [eight] otter
    [seven] syver
    [six] sekser
    [five] femmer
    [four] firer
    [three] treer
   *[two] toer
}
rank-many = { $rank ->
    [ace] esser
    [king] konger
    [queen] damer
    [jack] knægte
    [ten] tiere
    [nine] niere
    [eight] ottere
    [seven] syvere
    [six] seksere
    [five] femmere
    [four] firere
    [three] treere
   *[two] toere
}
hand-high_card = Højt kort, { $rank }
hand-one_pair = Et par { $ranks }
hand-two_pair = To par, { $ranks } og { $second }
hand-three_of_a_kind = Tre ens, { $ranks }
hand-straight = Straight, { $rank } højest
hand-flush = Flush, { $rank } højest
hand-full_house = Fuldt hus, { $ranks } fulde af { $second }
hand-four_of_a_kind = Fire ens, { $ranks }
hand-straight_flush = Straight flush, { $rank } højest
hand-royal_flush = Royal flush

## indsatsformer og spil
betting-no-limit = No-limit
betting-pot-limit = Pot-limit
betting-fixed-limit = Fixed-limit
choice-cash = cashbord
choice-headsup = heads-up-kamp
choice-tournament = sit-and-go
choice-no-limit = no-limit
choice-pot-limit = pot-limit
choice-fixed-limit = fixed-limit
choice-bankroll = bankroll
choice-net_won = vundne jetoner netto
choice-hands_won = vundne hænder
choice-classic = klassisk
choice-four-colour = fire farver

## kamp- og turneringsstatus
status-match_over = Kampen er slut
status-waiting = Venter på spillere ({ $count } af 2)
status-hand_of = Hånd { $hand } af { $hands }
status-tournament_over = Turneringen er slut
status-registering = Tilmelding ({ $count } tilmeldt)
status-level = Niveau { $level }, { $left } spillere tilbage

## bordbilledet
picture-pot = Pot { $amount }
picture-main = Hoved { $amount }
picture-side = Side { $amount }
picture-seat = Plads { $seat }
picture-open = Plads { $seat } · ledig
picture-all_in = ALL-IN
picture-folded = FOLDET
picture-away = VÆK
picture-to_act = SKAL HANDLE
picture-hand = Hånd #{ $number }
picture-showdown = Showdown
picture-wins = Vinder { $amount }
picture-player = Spiller
reminder-soon = snart

## /poker language
cmd-poker-language = Det sprog bordene taler på denne server (Administrer server)
opt-language = Serverens sprog for borde, gader og resultater
language-set = På denne server taler bordene nu { $language }. Private svar følger hvert medlems eget Discord-sprog.
language-name-en-US = English
language-name-sv-SE = Svenska
language-name-da = Dansk
language-name-cs = Čeština
language-name-nl = Nederlands
language-name-bg = Български

## kortrummets afslag
error-not_seated = Du sidder ikke ved dette bord.
error-already_seated = Du har allerede en plads ved dette bord.
error-table_full = Bordet er fuldt. Prøv igen, når en plads bliver ledig.
error-no_table = Der er intet åbent bord i denne kanal.
server-elsewhere = Denne servers borde køres lige nu af en anden proces af botten, så der kan ikke åbnes et bord herfra. Prøv igen om et minut.
server-paused = Bordet er sat på pause et øjeblik, mens botten genopretter forbindelsen. Intet er gået tabt; prøv igen om et minut.
error-table_exists = Denne kanal har allerede et åbent bord.
error-stale_moment = Den knap er fra et tidligere øjeblik i hånden — bordet er gået videre.
error-hand_in_progress = Vent, til den igangværende hånd er slut.
chips-short = Du skal bruge { $needed } jetoner, men din { $where ->
    [stack] stak
   *[bankroll] bankroll
} har kun { $available }.
chips-none = Du skal bruge { $needed } jetoner, men din { $where ->
    [stack] stak
   *[bankroll] bankroll
} er tom.
bank-already_claimed = Du har allerede hentet dine daglige jetoner. Kom tilbage om { $wait }.
wait-hours = { $hours ->
    [one] en time
   *[other] { $hours } timer
}
wait-minutes = { $minutes ->
    [one] et minut
   *[other] { $minutes } minutter
}
bank-too_full = Din bankroll er for fuld til at tage imod de daglige jetoner.
admin-grant_only = Kun en serveradministrator kan give jetoner.
admin-take_only = Kun en serveradministrator kan tage jetoner væk.
amount-page = Siden skal være et helt tal, for eksempel 2.
deck-unknown = "{ $style }" er ikke en kortstil.
game-started = Spillet er allerede startet; vent på det næste.
seat-already_entered = Du er allerede tilmeldt.
game-headsup_two = En heads-up-kamp kræver præcis to spillere.
game-two_enter = Mindst to spillere skal tilmelde sig.
seat-already_out = Du sidder allerede over.
seat-not_out = Du sidder ikke over.
seat-empty = Plads { $n } er tom.
seat-range = Dette bord har pladserne 1 til { $n }.
seat-tournament = Pladserne ved et turneringsbord fordeles, når det starter.
seat-entry_final = En tilmelding kan ikke trækkes tilbage; den der åbnede bordet kan lukke det, hvilket refunderer alle indskud.
seat-taken = Plads { $n } er optaget. Vælg en anden plads.
config-game = Vælg et cashbord, en heads-up-kamp eller en sit-and-go.
config-betting = Indsatsformen skal være no-limit, pot-limit eller fixed-limit.
config-seats = Et bord har 2 til 10 pladser.
act-unknown = Det er ikke noget, du kan gøre ved bordet.
act-headsup_raises = I heads-up-kampen raiser du med ½ pot, Pot eller All-in.
act-cannot_raise = Du kan ikke byde eller raise nu.
act-call_or_fold = Du kan kun calle eller folde nu.
act-all_in_max = Du kan ikke gå all-in her: du kan højst gøre det til { $n }.
act-cannot_bet = Du kan ikke byde eller raise nu: du kan calle, checke eller folde.
raise-too_small = Den mindste { $kind ->
    [bet] indsats
   *[raise] raise
} du kan lave, er til { $n }.
raise-too_large = Den største { $kind ->
    [bet] indsats
   *[raise] raise
} du kan lave, er til { $n }.
raise-minimum = Minimum er { $n }.
raise-maximum = Maksimum er { $n }.
act-cannot_check = Du kan ikke checke: det koster { $n } at calle.
act-nothing_to_call = Der er intet at calle: check i stedet.
act-already_bet = Der er allerede en indsats: raise i stedet.
act-no_bet = Der er ingen indsats at raise: byd i stedet.
amount-say_how_much = Sig hvor meget: et helt antal jetoner.
act-betting_over = Indsatserne er slut: vis eller muck din hånd.
act-not_now = Det kan du ikke gøre under indsatsrunden.
hand-over = Hånden er slut.
hand-not_in = Du er ikke med i denne hånd.
hand-not_dealt = Du er ikke med i denne hånd; du får kort næste gang.
hand-none = Der spilles ingen hånd lige nu.
topup-fixed = Stakke i en kamp eller sit-and-go kan ikke fyldes op.
topup-between_hands = Du kan fylde op mellem hænderne.
topup-at_max = Din stak er allerede på bordets maksimum på { $n }.
topup-below_min = Din stak på { $n } er under bordets mindste buy-in på { $m }: fyld op med mindst { $o } jetoner (højst { $p }).
topup-too_much = Opfyldningen kan højst være { $n } jetoner: stakke her går op til { $m }.
topup-too_large = Den opfyldning ville gøre din stak for stor.
table-host_only = Kun den der åbnede bordet, eller en administrator, kan gøre det.
table-started = Bordet er allerede startet.
table-two_needed = Mindst to spillere skal sidde ved bordet og være med.
table-hand_first = Spil den igangværende hånd færdig eller gør den ugyldig, før du lukker.
table-gone = Det bord er lukket.
tournament-none = Der er ingen sådan turnering.
tournament-unavailable = Den turnering kan ikke bruge dette bord nu.
tournament-closed = Den turnering tager ikke længere imod tilmeldinger.
tournament-seats = Hver deltager skal have præcis én plads, og der skal være mindst to.
tournament-not_running = Den turnering er ikke i gang.
tournament-over = Den turnering er allerede slut.
amount-empty = Angiv { $what } som et helt antal jetoner.
amount-not_finite = Værdien for { $what } skal være et rigtigt antal jetoner.
amount-fraction = Jetoner er hele tal: { $what } kan ikke have decimaler.
amount-not_number = "{ $text }" er ikke et antal jetoner.
amount-boolean = Værdien for { $what } skal være et antal jetoner, ikke ja eller nej.
amount-whole = Værdien for { $what } skal være et helt antal jetoner.
amount-negative = Værdien for { $what } kan ikke være negativ.
amount-too_small = Værdien for { $what } skal være mindst { $n ->
    [one] { $n } jeton
   *[other] { $n } jetoner
}.
amount-too_large = Værdien for { $what } kan højst være { $n } jetoner.
amount-buy_in_range = Buy-in er { $n } til { $m } jetoner.
history-no_hand = Der er ingen afsluttet hånd med det nummer ved dette bord.
history-voided = Den hånd blev erklæret fejlgivet, så den har ingen historik.
history-no_phh = Denne hånd kan ikke skrives som PHH.
history-unreadable = Den hånds optegnelse kan ikke læses.
engine-refused = Det kan ikke lade sig gøre ved bordet lige nu.
amount-too_many = Værdien for { $what } er flere jetoner, end kortrummet kan tælle (højst { $n }).
bank-past_max = Det ville bringe bankrollen over { $n } jetoner, det meste den kan rumme.
what = { $what ->
    [buy_in] buy-in
    [top_up] opfyldningen
    [number_of_hands] antallet af hænder
    [grant] gaven
    [page_number] sidetallet
    [hand_number] håndnummeret
    [starting_stack] startstakken
    [seat] pladsnummeret
    [bomb_pot_interval] bombepot-intervallet
    [big_blind] stor blind
    [small_blind] lille blind
    [ante] anten
    [action_clock] uret
    [time_bank] tidsbanken
    [entry_fee] indskuddet
    [minimum_buy_in] mindste buy-in
    [maximum_buy_in] største buy-in
    [bet] indsatsen
    [raise] raiset
   *[amount] beløbet
}

## fejl udefra (når Discord eller databasen svigter botten)
fault-forged_option = Kommandoen kom med en indstilling, som jeg ikke kan læse ({ $name }). Intet blev ændret; brug kommandoen igen.
fault-muted = Jeg kan ikke skrive i denne kanal: en administrator skal give mig tilladelsen Send beskeder her. Bordet er sat på pause indtil da; intet blev ændret.
fault-muted_admin = **På pause**: jeg kan ikke skrive i denne kanal (tilladelsen Send beskeder mangler). Giv mig den tilladelse, så fortsætter bordet.
fault-bank_busy = Banken er optaget, prøv igen om lidt. Intet blev ændret.

## computerspillere (en robots navn bærer dens mærke og stil) og all-in-odds
robot-name = { $mark } Bot · { $style }
robot-style-tight = tight
robot-style-loose = løs
robot-style-station = synder
robot-style-match = kampspiller
robot-added = { $player } tager plads { $seat } med en stak på { $stack } fra huset.
robot-entered = { $player } er tilmeldt; huset betaler dens indskud.
robot-removed = { $player } forlader bordet: den folder, når det er dens tur, og går efter hånden.
robot-bad_style = Der findes ingen computerspillerstil “{ $style }”: vælg tight, loose, station eller match.
robot-full = Der er ikke plads til flere computerspillere ved dette bord.
robot-forbidden = Denne server har slået computerspillere fra; en admin kan tillade dem med /poker settings bots.
robot-none = Der er ingen computerspiller at fjerne der.
robot-headsup_only = At spille mod computeren gælder heads-up-kampen; ved andre borde, brug /poker bot add.
settings-bots-on = Computerspillere er tilladt på denne server.
settings-bots-off = Computerspillere er slået fra på denne server; dem, der allerede sidder, spiller videre, til de fjernes.
odds-title = All-in · odds før { $street }
odds-hand = { $player } { $cards } · vinder { $win }{ $tie }
odds-tie = {" "}· deler { $tie }
odds-exact = Præcist: talt over alle boards, der kan komme.
odds-estimate = Anslået ud fra tilfældige boards (± { $error }).
odds-share = { $player } { $equity }
odds-at_all_in = Ved all-in: { $shares }
odds-picture = Vinder { $win } · deler { $tie }
street-all_in = All-in
bank-stats-robots = Mod computerspillere (talt for sig) · hænder: { $played } · vundne: { $won } · netto: { $net }
cmd-poker-bot = Computerspillere ved dette bord
cmd-poker-bot-add = Giv en computerspiller en plads (bordets opretter eller en admin)
cmd-poker-bot-remove = Fjern en computerspiller (bordets opretter eller en admin)
opt-style = Hvordan computerspilleren spiller
opt-robot_seat = Pladsens nummer; udelad for den første ledige plads
opt-robot_remove_seat = Computerspillerens plads; udelad for den sidste
cmd-poker-settings = Denne servers pokerindstillinger
cmd-poker-settings-bots = Tillad eller forbyd computerspillere på denne server (Administrer server)
opt-bots = Til tillader computerspillere, fra forbyder dem
opt-opponent = Heads-up-kamp: spil mod et medlem eller mod computeren
choice-tight = tight
choice-loose = løs
choice-station = synder
choice-match = kampspiller
choice-on = til
choice-off = fra
choice-member = et medlem
choice-bot = computeren
## statistik, som spillere læser
bank-by-vpip = VPIP
bank-by-pfr = forhøjelse før floppet
bank-by-bb_per_hundred = vundne big blinds pr. 100 hænder
bank-by-cashes = turneringer med præmie
choice-vpip = VPIP
choice-pfr = forhøjelse før floppet
choice-bb_per_hundred = big blinds pr. 100 hænder
choice-cashes = turneringer med præmie
bank-percent = { $value } %
bank-bb_per_hundred = { $value } bb/100
bank-stats-play =
    VPIP: { $vpip } · PFR: { $pfr } · 3-bet: { $three_bet }
    Gik til showdown: { $wtsd } · Vandt ved showdown: { $wsd }
    Vundne big blinds pr. 100 hænder (cash): { $bb100 }
    Spillede sit-and-go: { $played } · med præmie: { $cashed }
    Heads-up-kampe: { $matches } · vundet: { $matches_won }

## forvalg (vælges før det er din tur)
preaction-check_fold = Check/Fold
preaction-check = Check
preaction-call = Call { $amount }
preaction-call_any = Call alt
preaction-fold = Fold til enhver bet
preaction-set = Forvalg for hånd #{ $hand_no }: **{ $choice }**. Det spilles for dig, når det bliver din tur i denne indsatsrunde; tryk igen for at fortryde.
preaction-cleared = Forvalget er annulleret: du vælger selv.
preaction-bet_changed = Bettet er nu { $bet }: knappen var til et andet bet. Vælg igen.
preaction-not_in_hand = Forvalg er for spillere, der stadig er med i hånden og har jetoner tilbage.
preaction-your_turn = Det er din tur nu: brug handlingsknapperne.

## blinds som i et kortrum
cmd-poker-straddle = Din faste straddle: læg dobbelt stor blind, når du sidder til venstre for den
opt-blind = Læg en stor blind for at spille med det samme, eller vent på, at stor blind når dig
opt-blinds = Læg de blinds, du missede, for at spille med det samme, eller vent på stor blind
opt-straddle_choice = til: straddle når du kan; fra: aldrig
choice-post = læg nu
choice-wait = vent på stor blind
choice-on = til
choice-off = fra
poker-sat_in-wait = Du er tilbage: du får kort, når stor blind når dig.
poker-straddle-on = Straddle til: du lægger dobbelt stor blind, når du sidder til venstre for den (fra tre spillere).
poker-straddle-off = Straddle fra.
straddle-cash_only = Straddle findes kun ved cashborde.
note-dead_small_blind = ingen lille blind i denne hånd (død lille blind: spilleren er gået)
note-post_to_enter = { $player } lægger en stor blind på { $amount } for at komme med
note-missed_blinds = { $player } lægger de missede blinds, { $amount } (lille blind død)
note-missed_small_blind = { $player } lægger den missede lille blind, { $amount } død

## hjemmespilsvalg
cmd-poker-options = Hjemmespilsvalg for dette cashbord: kør to gange, bombepotter, kaninjagt
cmd-poker-bomb = Stem for en bombepot i næste hånd (den kommer, når alle ved bordet har stemt)
opt-run_it_twice = Tilbyd spillere, der er all-in, at køre bordet to gange
opt-bomb_every = En bombepot hver N. hånd (0: kun ved afstemning)
opt-rabbit_hunt = Vis de kort, der ville være kommet, efter en hånd der sluttede tidligt
poker-options = Hjemmespilsvalg: kør to gange { $run_it_twice } · en bombepot hver { $bomb_every }. hånd (0: ved afstemning) · kaninjagt { $rabbit_hunt }
poker-bomb-vote = { $player } stemmer for en bombepot: { $votes } af { $needed }. `/poker bomb` for at være med.
poker-bomb-agreed = { $player } stemmer for en bombepot: { $votes } af { $needed }. Næste hånd er en bombepot!
options-cash_only = Hjemmespilsvalg findes kun ved cashborde.
rabbit-off = Dette bord jager ikke kaniner: opretteren kan slå det til med `/poker options rabbit_hunt:True`.
rabbit-none = Hele bordet blev givet: der er ingen kanin at jage.
rabbit-shown = Kaninjagt, hånd #{ $hand_no }: boardet { $board } var fortsat med **{ $cards }**.
run_twice-not_asked = Kun spillerne, der er all-in, svarer på, om bordet skal køres to gange.
button-run_twice = Kør to gange
button-run_once = Kør én gang
button-rabbit = Kaninjagt
table-run_twice = Køre to gange? { $players } svarer { $deadline } (intet svar: én gang)
table-bomb_next = Næste hånd er en bombepot.
note-bomb_pot = Bombepot: alle lægger { $amount } i ante, indsatserne begynder på floppet
## round 2: the table in the channel
button-bet_to = Bet { $amount }
button-raise_to = Raise til { $amount }
table-to_act-bank = **{ $player } skal handle** · uret løber ud { $deadline }, derefter { $bank } s tidsbank
table-to_act-banking = **{ $player } skal handle** · på tidsbanken, som løber ud { $deadline }
terms-title = Vilkår
terms-cash = { $betting } · indkøb { $low }–{ $high } · { $seated }/{ $seats } pladser
terms-headsup = { $betting } · en indsats på { $stake } jetoner hver
terms-sng = { $betting } · gebyr { $entry } · startstak { $stack } · { $seated }/{ $seats } pladser
terms-level = Niveau { $level }: blinds { $small }/{ $big }
terms-next_level = næste { $small }/{ $big } om { $hands ->
    [one] én hånd
   *[other] { $hands } hænder
}
terms-place = #{ $place } { $amount }
terms-payouts = Udbetaling: { $places }
terms-clock = Ur { $clock } s
terms-clock-bank = Ur { $clock } s + { $bank } s tidsbank
log-street = **{ $street }**
log-antes = ante { $amount } × { $count }
log-blinds = blinds { $small }/{ $big }
log-small_blind = lille blind { $amount }
log-straddle = straddle { $amount }
note-sat_down = { $player } sætter sig med { $amount }
note-result-title = Hånd #{ $hand_no } · resultat
note-match_over-result = { $game ->
    [tournament] { $player } vinder sit-and-go'en! Præmiepuljen var { $amount } jetoner. Slutstilling:
   *[other] { $player } vinder heads-up-kampen! Præmiepuljen var { $amount } jetoner. Slutstilling:
}
note-match_over-standing = { $place }. { $player } · stak { $stack } · præmie { $prize }
note-match_over-hands = Spillede hænder: { $hands }
ping-turn = { $player }, det er din tur.
cards-board = Board: { $board }
cards-hand = Din hånd: **{ $name }**
cards-pot_odds = Et call på { $call } i en pulje på { $pot }: pot odds { $ratio } til 1 (du skal have { $percent } % equity)
poker-joined-chips = { $player } satte sig med { $amount } jetoner.
poker-table_moved = Bordet er flyttet: spil videre på den nyeste bordbesked.
poker-history-line-id = #{ $hand_no } (id { $hand_id }) · { $outcome }{ $detail }
poker-export-done-id = Hånd #{ $hand_no } (id { $hand_id }) i PHH (kun hvad bordet så).
poker-notify-on = Du bliver pinget, når det er din tur på denne server.
poker-notify-off = Du bliver ikke længere pinget, når det er din tur på denne server.
cmd-poker-notify = Bliv pinget (eller ej), når det er din tur
opt-notify = til eller fra
seat-stake_fixed = Indsatsen her er fast, { $entry } jetoner: brug `/poker join` uden beløb.
history-not_played = Du kan kun eksportere en hånd, du selv spillede.

## moments (issue 23): short all-ins, refusals, run it twice, pictures, words
history-bad_hand = “{ $text }” er ikke en hånd: angiv et håndnummer (12) eller et hånd-id fra /poker history (7-12).
note-reminder-robot = { $player } tænker stadig — uret løber ud { $deadline }.
picture-first_run = 1. gennemløb
picture-second_run = 2. gennemløb
note-run-first = Første gennemløb
note-run-second = Andet gennemløb
table-board-first_run = **Board, 1. gennemløb** { $cards }
table-board-second_run = **Board, 2. gennemløb** { $cards }
rabbit-shown-empty = Kaninjagt, hånd #{ $hand_no }: boardet var blevet **{ $cards }**.
bank-leaderboard-empty-min_hands = Ingen er på denne rangliste endnu: den rangerer medlemmer, der har spillet mindst { $hands } hænder her.
opt-ante_type = hvem der betaler ante: hver spiller, eller den store blind for hele bordet
terms-ante-every = Ante { $ante } fra hver spiller
terms-ante-big_blind = Big blind-ante { $ante }: den store blind betaler den for hele bordet
table-ante-big_blind = big blind-ante { $ante }
config-ante_type = Ante betales af hver spiller (every) eller af den store blind for hele bordet (big_blind).
choice-every = hver spiller
choice-big_blind = den store blind (big blind-ante)
log-street-second_run = **{ $street }** (2. gennemløb)
# Ren nedlukning (sag 26): et klik eller en kommando, mens botten lukker ned
fault-restarting = Rummet genstarter et øjeblik. Din hånd og dine jetoner er gemt; prøv igen om et minut.
## sharing: hænder værd at dele (genafspilning, eksport til hand trackers, sessionens regnskab)
cmd-poker-replay = Se en hånd igen som animation (kun dig, medmindre du deler den)
cmd-poker-ledger = Sessionens regnskab: buy-ins, udbetalinger, stakke og hvem der skylder hvem
opt-export_format = phh (det åbne format) eller pokerstars (til hand trackers)
opt-share = Slå den op i kanalen for alle (uden nogens uviste kort)
opt-session = Sessionen, der er i gang, eller den sidst lukkede
choice-current = aktuel session
choice-last = sidste session
button-replay = Genafspil
replay-fold = { $player } folder
replay-check = { $player } checker
replay-call = { $player } caller { $amount }
replay-bet = { $player } better { $amount }
replay-raise = { $player } raiser til { $amount }
replay-shows = { $player } viser
replay-wins = { $player } vinder { $amount }
replay-second_run = Anden runde · { $street }
replay-private = Genafspilning af hånd #{ $hand_no } (id { $hand_id }): dine egne kort og de viste hænder.
replay-shared = Genafspilning af hånd #{ $hand_no } (id { $hand_id }): kun hænderne, der blev vist ved bordet.
sharing-export-stars = Hånd #{ $hand_no } (id { $hand_id }) i PokerStars-format, til hand trackers (kun hvad bordet så).
sharing-export-many = Dine sidste { $count } hænder ved dette bord, i { $format } (kun hvad bordet så).
sharing-no_hands = Du har ikke spillet en færdig hånd ved dette bord endnu.
sharing-no_session = Kanalens bord har ingen sådan session.
sharing-cash_only = Regnskabet gælder cashborde: en kamp eller sit-and-go har ingen buy-ins at gøre op.
sharing-ledger-current = Regnskab · aktuel session
sharing-ledger-last = Regnskab · sidste session
sharing-ledger-line = { $player }: ind { $bought_in } · ud { $cashed_out } · stak { $stack } · netto { $net }
sharing-ledger-empty = Ingen har siddet ved bordet endnu.
sharing-ledger-pot_title = Hånd i gang
sharing-ledger-in_pot = { $amount } jetoner ligger i potten: nettoen går op, når hånden er afgjort.
sharing-ledger-settle_title = Gør op
sharing-ledger-transfer = { $payer } → { $payee }: { $amount }
sharing-ledger-square = Alle er kvit.
sharing-ledger-footer = Kun bordets jetoner: ingen rigtige penge skifter hænder.
sharing-ledger-col-member = spiller
sharing-ledger-col-bought_in = købt ind
sharing-ledger-col-cashed_out = udbetalt
sharing-ledger-col-stack = stak nu
sharing-ledger-col-net = netto
choice-phh = PHH
choice-pokerstars = PokerStars
# Turneringer med flere borde (/poker tournament)
tournament-lobby_taken = Denne kanal har allerede en åben turnering: afslut eller aflys den først.
tournament-started = Turneringen er gået i gang: indskud betales ikke længere tilbage.
tournament-not_registered = Du er ikke tilmeldt denne turnering.
tournament-addon_taken = Du har allerede taget dit add-on.
tournament-points_recorded = Turneringens point er allerede registreret.
cmd-poker-tournament = Turneringer med flere borde i denne kanal
cmd-poker-tournament-create = Åbn en turnering her og slå dens lobby op (Administrer server)
cmd-poker-tournament-register = Tilmeld dig kanalens turnering (indskuddet tages fra din bankroll)
cmd-poker-tournament-unregister = Meld fra før start: du får dit indskud tilbage
cmd-poker-tournament-status = Turneringens spillere, præmiepulje, start og udbetalinger
cmd-poker-tournament-start = Start turneringen nu (arrangøren eller Administrer server)
cmd-poker-tournament-cancel = Aflys turneringen (arrangøren eller Administrer server)
opt-mtt-name = Turneringens navn
opt-mtt-start_in = Minutter til start (0: når arrangøren starter den); over 0 oprettes en serverbegivenhed
opt-mtt-entry = Indskud i jetoner fra hver spillers bankroll (0: en freeroll)
opt-mtt-chips = Startstak i turneringsjetoner
opt-mtt-table_size = Pladser pr. bord (2 til 10)
opt-mtt-levels = Blindstruktur: turbo, normal eller dyb
opt-mtt-level_minutes = Minutter pr. blindniveau (0,5 til 60)
opt-mtt-late_levels = Tilmeldingen er åben til og med dette niveau (0: lukker ved start)
opt-mtt-payouts = Hvem der får præmie: de bedste 10, 15 eller 20 % af deltagerne, eller kun vinderen
opt-mtt-rebuys = Tillad rebuys, mens tilmeldingen er åben
opt-mtt-addon = Tilbyd et add-on i pausen, der lukker tilmeldingen
opt-mtt-min_players = Færreste spillere for at starte (med færre får alle indskuddet tilbage)
choice-turbo = turbo
choice-regular = normal
choice-deep = dyb
mtt-levels-turbo = turbo
mtt-levels-regular = normale
mtt-levels-deep = dybe
mtt-payouts-top_ten = de bedste 10 % af deltagerne
mtt-payouts-top_fifteen = de bedste 15 % af deltagerne
mtt-payouts-top_twenty = de bedste 20 % af deltagerne
mtt-payouts-winner = vinderen tager det hele
mtt-lobby-title = **{ $name }** · turnering med flere borde
mtt-lobby-terms = Indskud { $entry } · startstak { $chips } · { $seats } pladser pr. bord · { $levels } blinds, niveauer på { $minutes } minutter
mtt-lobby-payouts = Udbetaling: { $payouts } · mindst { $min } spillere
mtt-lobby-late = Sen tilmelding til og med niveau { $level }
mtt-lobby-rebuys = Rebuys, mens tilmeldingen er åben
mtt-lobby-addon = Add-on i pausen, der lukker tilmeldingen
mtt-lobby-cancelled = Aflyst: alle indskud er betalt tilbage.
mtt-lobby-starts = Starter { $when } ({ $relative })
mtt-lobby-starts_on_command = Starter, når arrangøren kører `/poker tournament start`
mtt-lobby-players = Tilmeldt ({ $count }): { $names }
mtt-lobby-nobody = Ingen har tilmeldt sig endnu.
mtt-lobby-pool = Præmiepulje: { $pool }
mtt-button-register = Tilmeld
mtt-button-unregister = Afmeld
mtt-chips = { $n ->
    [one] { $n } jeton
   *[other] { $n } jetoner
}
mtt-created = { $name } er åben for tilmelding i denne kanal.
mtt-event_created = Serverbegivenheden er planlagt.
mtt-no_event = Serverbegivenheden kunne ikke oprettes (botten skal have tilladelsen Opret begivenheder); turneringen er åben alligevel.
mtt-event-description = Texas Hold'em-turnering · indskud { $entry }
mtt-registered = Du er tilmeldt { $name }: { $entry } gik i præmiepuljen.
mtt-unregistered = Du har meldt fra { $name }: { $entry } kom tilbage til din bankroll.
mtt-cancelled = { $name } er aflyst: alle indskud er betalt tilbage.
mtt-status-players = Tilmeldte spillere: { $count } (mindst { $min } for at starte)
mtt-status-places = Præmiepladser, som det står nu: { $places } ({ $prizes })
mtt-status-first_level = Første niveau: blinds { $small }/{ $big }, { $minutes } minutter
mtt-status-you_in = Du er tilmeldt.
mtt-status-you_out = Du er ikke tilmeldt.
tournament-none_here = Der er ingen åben turnering i denne kanal.
tournament-host_only = Kun turneringens arrangør eller en admin kan gøre det.
tournament-too_few = { $n } tilmeldt: turneringen skal have mindst { $m } spillere for at starte.
tournament-tables_pending = Turneringens borde kan ikke køre endnu: det kommer med bottens næste opdatering. Tilmeldingen er stadig åben.
tournament-lobby_thread = Åbn en turnering i en tekstkanal, ikke i en tråd.
mtt-cancelled_short = { $name } er aflyst: færre end { $min } spillere var tilmeldt ved start. Alle indskud er betalt tilbage.
cmd-poker-season = Turneringssæsoner her: deres længde og hvor slutstillingen slås op (Administrer server)
opt-season-length = Månedlig, kvartalsvis eller årlig, efter kalenderen
opt-season-channel = Hvor slutstillingen slås op (standard: denne kanal)
choice-monthly = månedlig
choice-quarterly = kvartalsvis
choice-yearly = årlig
mtt-season-monthly = månedlige
mtt-season-quarterly = kvartalsvise
mtt-season-yearly = årlige
mtt-season-set = Turneringssæsonerne her er nu { $length }: denne løber fra { $start } til { $end }, og slutstillingen slås op i { $channel }.
mtt-season-final = Slutstilling for turneringssæsonen { $start } – { $end }
mtt-season-line = { $rank }. { $player } · { $points } point
choice-top-ten-percent = bedste 10 %
choice-top-fifteen-percent = bedste 15 %
choice-top-twenty-percent = bedste 20 %
choice-winner-takes-all = vinderen tager alt

## Running multi-table tournaments (the conductor and its tables)
mtt-table_conducted = Et turneringsbord lukkes, når turneringen bryder det op.
mtt-table_thread = { $name } · bord { $number }
mtt-started = { $name } er begyndt ved { $tables } borde: find din plads i trådene nedenfor. Held og lykke!
mtt-results-title = Resultater for { $name }
mtt-results-line = { $place }. · { $player } · { $prize }
mtt-running-level = Niveau { $level }: blinds { $small }/{ $big }, ante { $ante } · næste niveau om { $minutes } min { $seconds } s
mtt-running-players = Spillere tilbage { $left } af { $entrants } · gennemsnitlig stak { $average }
mtt-running-prizes = Udbetalinger: { $prizes }
mtt-running-break = Pause: spillet fortsætter på næste niveau.
mtt-running-your_table = Dit bord: { $table }
mtt-cancelled_running = { $name } er aflyst: præmiepuljen er delt mellem de spillere, der stadig er med, som reglerne siger.
mtt-running-leaders = Chipførere: { $leaders }
mtt-season-current = Turneringssæsonen { $start } – { $end }
mtt-season-empty = Ingen turneringspoint endnu i denne sæson.
choice-season = sæsonpoint

## Tournaments: the ICM deal, shared places, season pages, repeats, computer players
cmd-poker-tournament-deal = Foreslå en ICM-aftale ved finalebordet (en spiller, der stadig er med)
mtt-deal-proposal = { $player } foreslår en ICM-aftale, der afslutter { $name }: hver spiller får sin forventede præmie efter chips. Alle skal acceptere inden for { $seconds } sekunder; bordet venter imens.
mtt-deal-line = { $yes } { $player } · { $chips } chips · får { $prize }
mtt-deal-declined = Afvist: aftalen er droppet, og spillet fortsætter.
mtt-deal-agreed = Alle accepterede: turneringen slutter med denne aftale.
mtt-deal-expired = Tiden for aftalen løb ud: spillet fortsætter.
mtt-deal-proposed = Din aftale er foreslået i finalebordets tråd.
mtt-deal-after_hand = Din aftale bliver foreslået i finalebordets tråd, når denne hånd er slut.
mtt-button-accept = Accepter
mtt-button-decline = Afvis
mtt-results-by_deal = Resultater for { $name } (afsluttet med en aftale)
tournament-deal_final = En aftale kan kun foreslås ved finalebordet, med mindst to spillere tilbage.
tournament-deal_players = Kun spillere, der stadig er med, kan foreslå eller svare på en aftale.
tournament-deal_open = Der er allerede foreslået en aftale: svar på den først.
tournament-deal_robots = Der er stadig computerspillere med: en aftale kræver alles ja, så der tilbydes ingen.
tournament-deal_late = Ingen aftale, mens tilmeldingen er åben: præmiepuljen kan stadig vokse.
tournament-deal_gone = Den aftale er ikke længere åben.
mtt-place = { $place }.
mtt-place-range = { $best }.–{ $worst }.
mtt-results-shared = { $places } · { $player } · { $prize }
mtt-running-your_place = Du sluttede som { $places } · præmie { $prize }
mtt-season-page = Side { $page }
opt-mtt-repeat = Åbn den næste en dag eller en uge senere, når denne slutter (kræver start_in)
choice-daily = dagligt
choice-weekly = ugentligt
mtt-lobby-repeat-daily = Gentages dagligt: den næste åbner, når denne slutter.
mtt-lobby-repeat-weekly = Gentages ugentligt: den næste åbner, når denne slutter.
mtt-repeat-next = Den næste { $name } er åben for tilmelding her.
tournament-repeat_start = En gentagen turnering skal have et starttidspunkt: angiv `start_in` over 0.
mtt-series_stopped = Dens serie stopper her: der åbner ikke en næste.
opt-mtt-bots = Computerspillere til at fylde feltet (gratis pladser; de vinder ingen chips)
tournament-bots_off = Computerspillere er slået fra på denne server (`/poker settings bots`).
mtt-lobby-bots = { $count } computerspillere kommer med ved starten (de vinder ingen chips).

## A running tournament: late entries, rebuys, the add-on, pause and resume
cmd-poker-tournament-rebuy = Rebuy, mens tilmeldingen er åben (med højst startstakken, eller uden chips)
cmd-poker-tournament-addon = Tag add-on'en på det niveau eller den pause, der lukker tilmeldingen
cmd-poker-tournament-pause = Sæt turneringens ur på pause (arrangøren eller Administrer server)
cmd-poker-tournament-resume = Start turneringens ur igen (arrangøren eller Administrer server)
tournament-late_closed = Tilmeldingen til denne turnering er lukket.
tournament-rebuys_off = Denne turnering har ingen rebuys.
tournament-rebuy_closed = Rebuys lukkede med tilmeldingen.
tournament-rebuy_stack = En rebuy er for en stak på højst startstakken på { $n }.
tournament-addon_off = Denne turnering har ingen add-on.
tournament-addon_closed = Add-on'en tilbydes kun, når tilmeldingen lukker (dens sidste niveau eller pausen efter det).
tournament-paused = Turneringens ur står allerede stille.
tournament-not_paused = Turneringens ur står ikke stille.
mtt-registered_late = Du er med i { $name }: { $entry } gik i præmiepuljen. Din plads: { $table } (du får kort fra næste hånd der).
mtt-rebuy-given = Rebuy taget: { $entry } gik i præmiepuljen, og { $chips } chips er på din stak ved { $table }.
mtt-rebuy-owed = Rebuy taget: { $entry } gik i præmiepuljen; { $chips } chips kommer på din stak ved { $table }, når hånden der slutter.
mtt-addon-given = Add-on taget: { $entry } gik i præmiepuljen, og { $chips } chips er på din stak ved { $table }.
mtt-addon-owed = Add-on taget: { $entry } gik i præmiepuljen; { $chips } chips kommer på din stak ved { $table }, når hånden der slutter.
mtt-paused = { $name } er sat på pause: igangværende hænder spilles færdig, og ingen ny hånd gives, før den fortsætter.
mtt-resumed = { $name } fortsætter: uret går igen.
mtt-running-paused = Pause: ingen ny hånd, før arrangøren fortsætter.
mtt-running-late_open = Sen tilmelding er åben til og med niveau { $level }: `/poker tournament register`.
mtt-running-addon_open = Add-on'en tilbydes nu: `/poker tournament addon`.
