# Nederlands (nl).
#
# Woordenlijst (de woorden die Nederlandse spelers aan tafel gebruiken):
#   blinds (kleine blind, grote blind), ante, straddle, dealerbutton; preflop, flop, turn,
#   river, showdown; passen (fold), checken, callen (meegaan), inzetten (bet), verhogen
#   (raise), all-in, tonen, muck; pot, hoofdpot, zijpot; stack, bankroll, buy-in,
#   bijkopen, fiches; cashtafel, heads-upwedstrijd, sit-and-go.
#   Handen: hoge kaart, paar, twee paar, drie gelijke (trips), straat, kleur (flush),
#   full house, vier gelijke (carré), straight flush, royal flush. Rangtelwoorden: 1e, 2e.

## error
error-unexpected = Sorry, er ging bij ons iets mis. Probeer het opnieuw.
error-no_permission = Daarvoor heb je de machtiging Server beheren nodig.
error-guild_only = Poker speel je in een serverkanaal, niet in privéberichten.
error-cooldown = Rustig aan: probeer het over { $seconds ->
    [one] één seconde
   *[other] { $seconds } seconden
} opnieuw.
error-bad_option = "{ $value }" is geen geldige waarde voor die optie.
error-check_failed = Je kunt die opdracht hier niet gebruiken.
error-not_your_buttons = Deze knoppen horen bij het verzoek van { $owner }. Voer de opdracht zelf uit.
error-not_your_turn = Je bent nog niet aan de beurt.
error-stale_button = Die knop hoort bij een eerdere hand.
error-not_in_hand = Je speelt deze hand niet mee, deze knoppen zijn niet voor jou.
error-headsup_fixed = De heads-upwedstrijd speelt altijd volgens de spelkaart (blinds 1/2, 100 fiches, tien handen); laat de andere opties weg.
error-free_amounts = Dit formaat staat alleen verhogingen van een halve pot, de pot en all-in toe.

## cmd
cmd-poker = Texas Hold'em aan de tafel van dit kanaal
cmd-poker-create = Open een tafel in dit kanaal
cmd-poker-join = Neem plaats aan de tafel van dit kanaal
cmd-poker-leave = Verlaat de tafel (je stack gaat terug naar je bankroll)
cmd-poker-start = Deel de eerste hand
cmd-poker-table = Plaats de tafel opnieuw
cmd-poker-cards = Bekijk je eigen kaarten (alleen jij)
cmd-poker-sitout = Sla de volgende hand over
cmd-poker-sitin = Speel weer mee vanaf de volgende hand
cmd-poker-topup = Koop fiches bij uit je bankroll
cmd-poker-history = De laatste handen die hier gespeeld zijn
cmd-poker-export = Een hand in PHH-formaat als bestand (alleen wat de tafel zag)
cmd-poker-close = Sluit de tafel (de opener, of Server beheren)
cmd-poker-deck = Hoe je eigen kaarten eruitzien
cmd-poker-deck-style = Teken je kaarten klassiek of in vier kleuren (deze server)

## opt
opt-deck_style = Klassiek (twee kleuren) of vier kleuren (♦ blauw, ♣ groen)

## deck
deck-classic = klassiek
deck-four_colour = in vier kleuren

## cmd
cmd-poker-misdeal = Verklaar een misdeal: de hand is ongeldig (Server beheren)
cmd-fold = Pas je hand
cmd-check = Checken (doorgeven zonder in te zetten)
cmd-call = Call de huidige inzet
cmd-bet = Zet een bedrag in
cmd-raise = Verhoog tot een totaal voor deze inzetronde
cmd-allin = Zet je hele stack in
cmd-balance = Een bankroll op deze server
cmd-daily = Haal je dagelijkse fiches op
cmd-leaderboard = De ranglijst van de server
cmd-stats = Pokerstatistieken van een lid
cmd-bank = Bankbeheer (Server beheren)
cmd-bank-grant = Geef fiches aan de bankroll van een lid (Server beheren)

## opt
opt-game = Cashtafel, de heads-upwedstrijd van tien handen of een sit-and-go
opt-small_blind = De kleine blind
opt-big_blind = De grote blind
opt-betting = No-limit, pot-limit of fixed-limit
opt-seats = Hoeveel plaatsen (2 tot 10)
opt-min_buy_in = De kleinste buy-in (het inschrijfgeld van een sit-and-go)
opt-max_buy_in = De grootste buy-in
opt-straddle = De speler links van de grote blind straddlet elke hand
opt-ante = Een ante van elke speler die kaarten krijgt
opt-clock = Seconden die elke speler heeft om te handelen
opt-buy_in = Fiches die je meeneemt naar de tafel
opt-amount = Fiches
opt-raise_to = Het totaal van je inzet in deze ronde
opt-count = Hoeveel handen
opt-hand = Het handnummer, of het id uit /poker history zoals 7-12 (de laatste als je het weglaat)
opt-member = Het lid (jij als je het weglaat)
opt-by = Waarop gerangschikt wordt
opt-page = Welke pagina
opt-grant_member = Wie de fiches krijgt

## table
table-title = Texas Hold'em · { $structure } · { $small_blind }/{ $big_blind }
table-title-headsup = Heads-upwedstrijd · blinds { $small_blind }/{ $big_blind }
table-title-tournament = Sit-and-go · { $structure } · blinds { $small_blind }/{ $big_blind }
table-ante = ante { $ante }
table-no_players = Er zit nog niemand. Gebruik `/poker join` om plaats te nemen.
table-waiting = Wachten op de eerste hand. `/poker start` deelt hem.
table-next_hand = De volgende hand wordt gedeeld { $when }.
table-waiting-players = Wachten op spelers: er moeten er twee zitten en meedoen.
table-closed = Deze tafel is gesloten.
table-seat = { $marker } Plaats { $seat } · { $player } · { $stack } fiches{ $bet }{ $state }
table-seat-bet = {" "}· inzet { $bet }
table-state-folded = {" "}· gepast
table-state-all_in = {" "}· **all-in**
table-state-sitting_out = {" "}· zit uit
table-state-waiting = {" "}· wacht
table-board = **Board** { $cards }
table-board-empty = **Board** —
table-pot = **Pot** { $total }
table-pot-sides = **Pot** { $total } (hoofdpot { $main }; zijpot { $sides })
table-to_act = **{ $player } is aan de beurt** · de tijd loopt af { $deadline }
table-to_act-call = { $player } kan passen, { $call } callen of verhogen
table-recent = **Laatste acties** { $lines }
table-footer = Hand #{ $hand_no } · { $street }
table-footer-idle = Tussen handen · { $seats } aan tafel

## street
street-preflop = Preflop
street-flop = Flop
street-turn = Turn
street-river = River
street-showdown = Showdown
street-between = Tussen handen

## button
button-fold = Passen
button-check = Check
button-call = Callen { $amount }
button-all_in = All-in { $amount }
button-min_raise = Min { $amount }
button-half_pot = ½ pot { $amount }
button-pot = Pot { $amount }
button-bet_quick = { $label } { $amount }
button-raise = Verhogen…
button-bet = Inzetten…
button-my_cards = Mijn kaarten
button-previous = Vorige
button-next = Volgende

## modal
modal-title-raise = Verhogen (hand #{ $hand_no })
modal-title-bet = Inzetten (hand #{ $hand_no })
modal-label = Verhogen tot ({ $minimum } tot { $maximum })
modal-label-bet = Inzetten ({ $minimum } tot { $maximum })
modal-placeholder = Een totaal tussen { $minimum } en { $maximum }
modal-no_raise = Je kunt nu niet inzetten of verhogen.

## note
note-hand_started = Hand #{ $hand_no } wordt gedeeld.
note-fold = { $player } past
note-check = { $player } checkt
note-call = { $player } callt { $amount }
note-bet = { $player } zet { $amount } in
note-raise = { $player } verhoogt tot { $amount }
note-all_in = { $player } gaat all-in voor { $amount }
note-all_in-suffix = {" "}(all-in)
note-muck = { $player } muckt
note-show = { $player } toont
note-ante = { $player } betaalt ante { $amount }
note-small_blind = { $player } zet de kleine blind { $amount }
note-big_blind = { $player } zet de grote blind { $amount }
note-straddle = { $player } straddlet { $amount }
note-uncalled = { $player } krijgt niet-gecallde { $amount } terug
note-action = { $player } handelt
note-street = **{ $street }** · { $cards }
note-street-board = Board: { $board }
note-showdown-title = Showdown · hand #{ $hand_no }
note-showdown-hand = { $player } toont { $cards } — { $description }{ $won }
note-showdown-won = {" "}· wint { $amount }
note-pot-main = Hoofdpot
note-pot-side = Zijpot { $number }
note-pot-award = { $pot } ({ $amount }): { $winners }
note-hand_won = { $player } wint { $amount } (alle anderen pasten)
note-hand_voided = Hand #{ $hand_no } is een misdeal verklaard: alle fiches gingen terug.
note-timed_out = De tijd van { $player } is op
note-sat_out = { $player } zit uit
note-player_left = { $player } verliet de tafel
note-player_left-chips = { $player } verliet de tafel met { $amount } fiches
note-eliminated = { $player } ligt eruit als { $place }e
note-out_of_chips = { $player } heeft geen fiches meer: `/poker topup` minstens { $amount } om door te spelen, of `/poker leave`
note-level_up = De blinds gaan omhoog
note-level_up-big_blind = De blinds gaan omhoog: de grote blind is nu { $amount }
note-match_over = De wedstrijd is voorbij.
note-match_over-won = { $player } wint! De prijzenpot was { $amount } fiches.
note-match_over-draw = De wedstrijd eindigt gelijk: elke inleg gaat terug.
note-reminder = { $player }, je bent aan de beurt — de klok loopt af { $deadline }.
note-dm_failed = { $player }, ik kon je kaarten niet per privébericht sturen. Druk op **Mijn kaarten** bij de tafel (of gebruik `/poker cards`) om ze te zien.

## cards
cards-dm = Je kaarten voor hand #{ $hand_no } in { $channel }: **{ $cards }**
cards-ephemeral = Je kaarten voor hand #{ $hand_no }: **{ $cards }**
cards-none = Je hebt geen kaarten in de huidige hand.

## poker
poker-created = { $player } opende hier een tafel. Gebruik `/poker join` om te gaan zitten.
poker-joined = { $player } is gaan zitten.
poker-left = { $player } verliet de tafel.
poker-started = Schudden en delen!
poker-sat_out = Je zit uit vanaf de volgende hand.
poker-sat_in = Je speelt weer mee vanaf de volgende hand.
poker-topped_up = { $amount } fiches aan je stack toegevoegd.
poker-table_posted = De tafel staat hieronder.
poker-closed = De tafel is gesloten. Elke stack ging terug naar zijn bankroll.
poker-misdeal = Misdeal verklaard: de hand is ongeldig en alle fiches gingen terug.
poker-acted = Gedaan.
poker-history-title = { $count ->
    [one] De laatste hand hier
   *[other] De laatste { $count } handen hier
}
poker-history-empty = Aan deze tafel zijn nog geen handen gespeeld.
poker-history-line = #{ $hand_no } · { $outcome }{ $detail }
poker-history-won = { $winners } won { $pot }
poker-history-voided = misdeal (ongeldig)
poker-history-net = jij { $net }
poker-export-done = Hand #{ $hand_no } in PHH (alleen wat de tafel zag).
poker-deck_style = Je kaarten worden op deze server { $style } getekend, in je privéberichten en onder **Mijn kaarten**. De tafelafbeelding blijft voor iedereen klassiek.

## bank
bank-balance = { $player } heeft **{ $balance }** fiches.
bank-balance-daily_ready = De dagelijkse beloning staat klaar: `/daily`.
bank-balance-daily_at = Volgende dagelijkse beloning { $when }.
bank-daily = Je haalde **{ $amount }** fiches op. Je bankroll heeft nu { $balance }.
bank-granted = { $amount } fiches gegeven aan { $player }. Diens bankroll heeft nu { $balance }.
bank-leaderboard-title = Ranglijst · { $by }
bank-leaderboard-empty = Er staat nog niemand op deze ranglijst.
bank-leaderboard-line = **{ $rank }.** { $player } · { $value }
bank-leaderboard-footer = Pagina { $page } van { $pages }
bank-by-bankroll = bankroll
bank-by-net_won = netto gewonnen fiches
bank-by-hands_won = gewonnen handen
bank-stats-title = Pokerstatistieken
bank-stats-who = { $player }
bank-stats-body =
    Gespeelde handen: { $played }
    Gewonnen handen: { $won }
    Netto gewonnen fiches: { $net }
    Grootste pot: { $biggest }
    Gewonnen showdowns: { $showdowns }

## handen
rank-one = { $rank ->
    [ace] aas
    [king] heer
    [queen] vrouw
    [jack] boer
    [ten] tien
    [nine] negen
    [eight] acht
    [seven] zeven
    [six] zes
    [five] vijf
    [four] vier
    [three] drie
   *[two] twee
}
rank-many = { $rank ->
    [ace] azen
    [king] heren
    [queen] vrouwen
    [jack] boeren
    [ten] tienen
    [nine] negens
    [eight] achten
    [seven] zevens
    [six] zessen
    [five] vijven
    [four] vieren
    [three] drieën
   *[two] tweeën
}
hand-high_card = Hoge kaart, { $rank }
hand-one_pair = Paar { $ranks }
hand-two_pair = Twee paar, { $ranks } en { $second }
hand-three_of_a_kind = Drie { $ranks }
hand-straight = Straat, { $rank } hoog
hand-flush = Kleur, { $rank } hoog
hand-full_house = Full house, { $ranks } vol met { $second }
hand-four_of_a_kind = Carré { $ranks }
hand-straight_flush = Straight flush, { $rank } hoog
hand-royal_flush = Royal flush

## inzetvormen en spellen
betting-no-limit = No-limit
betting-pot-limit = Pot-limit
betting-fixed-limit = Fixed-limit
choice-cash = cashtafel
choice-headsup = heads-upwedstrijd
choice-tournament = sit-and-go
choice-no-limit = no-limit
choice-pot-limit = pot-limit
choice-fixed-limit = fixed-limit
choice-bankroll = bankroll
choice-net_won = netto gewonnen fiches
choice-hands_won = gewonnen handen
choice-classic = klassiek
choice-four-colour = vier kleuren

## wedstrijd- en toernooistand
status-match_over = Wedstrijd voorbij
status-waiting = Wachten op spelers ({ $count } van 2)
status-hand_of = Hand { $hand } van { $hands }
status-tournament_over = Toernooi voorbij
status-registering = Inschrijving ({ $count } ingeschreven)
status-level = Niveau { $level }, nog { $left } spelers

## de tafelafbeelding
picture-pot = Pot { $amount }
picture-main = Hoofd { $amount }
picture-side = Zij { $amount }
picture-seat = Plaats { $seat }
picture-open = Plaats { $seat } · vrij
picture-all_in = ALL-IN
picture-folded = GEPAST
picture-away = WEG
picture-to_act = AAN DE BEURT
picture-hand = Hand #{ $number }
picture-showdown = Showdown
picture-wins = Wint { $amount }
picture-player = Speler
reminder-soon = zo meteen

## /poker language
cmd-poker-language = De taal die de tafels op deze server spreken (Server beheren)
opt-language = De taal van de server voor tafels, straten en uitslagen
language-set = Op deze server spreken de tafels nu { $language }. Privéantwoorden volgen de eigen Discord-taal van elk lid.
language-name-en-US = English
language-name-sv-SE = Svenska
language-name-da = Dansk
language-name-cs = Čeština
language-name-nl = Nederlands
language-name-bg = Български

## weigeringen van de kaartkamer
error-not_seated = Je zit niet aan deze tafel.
error-already_seated = Je hebt al een plaats aan deze tafel.
error-table_full = Deze tafel is vol. Probeer het opnieuw als er een plaats vrijkomt.
error-no_table = Er is geen open tafel in dit kanaal.
server-elsewhere = De tafels van deze server worden nu door een ander proces van de bot gedraaid, dus vanaf hier kan geen tafel worden geopend. Probeer het over een minuut opnieuw.
server-paused = Deze tafel is even gepauzeerd terwijl de bot opnieuw verbinding maakt. Er is niets verloren gegaan; probeer het over een minuut opnieuw.
error-table_exists = Dit kanaal heeft al een open tafel.
error-stale_moment = Die knop is van een eerder moment in deze hand — de tafel is verder.
error-hand_in_progress = Wacht tot de huidige hand voorbij is.
chips-short = Je hebt { $needed } fiches nodig, maar je { $where ->
    [stack] stack
   *[bankroll] bankroll
} heeft er maar { $available }.
chips-none = Je hebt { $needed } fiches nodig, maar je { $where ->
    [stack] stack
   *[bankroll] bankroll
} is leeg.
bank-already_claimed = Je hebt je dagelijkse fiches al opgehaald. Kom terug over { $wait }.
wait-hours = { $hours ->
    [one] één uur
   *[other] { $hours } uur
}
wait-minutes = { $minutes ->
    [one] één minuut
   *[other] { $minutes } minuten
}
bank-too_full = Je bankroll is te vol voor de dagelijkse fiches.
admin-grant_only = Alleen een serverbeheerder kan fiches geven.
admin-take_only = Alleen een serverbeheerder kan fiches afnemen.
amount-page = De pagina moet een heel getal zijn, zoals 2.
deck-unknown = "{ $style }" is geen kaartstijl.
game-started = Dit spel is al begonnen; wacht op het volgende.
seat-already_entered = Je bent al ingeschreven.
game-headsup_two = Een heads-upwedstrijd heeft precies twee spelers nodig.
game-two_enter = Er moeten minstens twee spelers inschrijven.
seat-already_out = Je zit al uit.
seat-not_out = Je zit niet uit.
seat-empty = Plaats { $n } is leeg.
seat-range = Deze tafel heeft de plaatsen 1 tot { $n }.
seat-tournament = Plaatsen aan een toernooitafel worden bij de start verdeeld.
seat-entry_final = Een inschrijving kan niet worden ingetrokken; de opener kan de tafel sluiten, dan krijgt iedereen zijn inleg terug.
seat-taken = Plaats { $n } is bezet. Kies een andere plaats.
config-game = Kies een cashtafel, een heads-upwedstrijd of een sit-and-go.
config-betting = Het inzetten moet no-limit, pot-limit of fixed-limit zijn.
config-seats = Een tafel heeft 2 tot 10 plaatsen.
act-unknown = Dat kun je aan tafel niet doen.
act-headsup_raises = In de heads-upwedstrijd verhoog je met ½ pot, Pot of All-in.
act-cannot_raise = Je kunt nu niet inzetten of verhogen.
act-call_or_fold = Je kunt nu alleen callen of passen.
act-all_in_max = Je kunt hier niet all-in: je kunt hoogstens verhogen tot { $n }.
act-cannot_bet = Je kunt nu niet inzetten of verhogen: je kunt callen, checken of passen.
raise-too_small = De kleinste { $kind ->
    [bet] inzet
   *[raise] verhoging
} die je kunt doen is tot { $n }.
raise-too_large = De grootste { $kind ->
    [bet] inzet
   *[raise] verhoging
} die je kunt doen is tot { $n }.
raise-minimum = Het minimum is { $n }.
raise-maximum = Het maximum is { $n }.
act-cannot_check = Je kunt niet checken: callen kost { $n }.
act-nothing_to_call = Er valt niets te callen: check in plaats daarvan.
act-already_bet = Er is al een inzet: verhoog in plaats daarvan.
act-no_bet = Er is geen inzet om te verhogen: zet in plaats daarvan in.
amount-say_how_much = Zeg hoeveel: een heel aantal fiches.
act-betting_over = Het inzetten is voorbij: toon of muck je hand.
act-not_now = Dat kun je tijdens het inzetten niet doen.
hand-over = De hand is voorbij.
hand-not_in = Je speelt deze hand niet mee.
hand-not_dealt = Je speelt deze hand niet mee; de volgende keer krijg je kaarten.
hand-none = Er wordt geen hand gespeeld.
topup-fixed = Stacks in een wedstrijd of sit-and-go kun je niet bijkopen.
topup-between_hands = Je kunt bijkopen tussen de handen.
topup-at_max = Je stack staat al op het maximum van de tafel, { $n }.
topup-below_min = Je stack van { $n } ligt onder de kleinste buy-in van { $m }: koop minstens { $o } fiches bij (hoogstens { $p }).
topup-too_much = Je kunt hoogstens { $n } fiches bijkopen: stacks gaan hier tot { $m }.
topup-too_large = Door dat bijkopen zou je stack te groot worden.
table-host_only = Alleen de opener van de tafel of een beheerder kan dat doen.
table-started = De tafel is al begonnen.
table-two_needed = Er moeten minstens twee spelers zitten en meedoen.
table-hand_first = Speel de huidige hand uit of verklaar hem ongeldig voordat je sluit.
table-gone = Die tafel is gesloten.
tournament-none = Zo'n toernooi bestaat niet.
tournament-unavailable = Dat toernooi kan deze tafel nu niet gebruiken.
tournament-closed = Dat toernooi neemt geen inschrijvingen meer aan.
tournament-seats = Elke deelnemer heeft precies één plaats nodig, en het moeten er minstens twee zijn.
tournament-not_running = Dat toernooi loopt niet.
tournament-over = Dat toernooi is al voorbij.
amount-empty = Geef { $what } op als een heel aantal fiches.
amount-not_finite = De waarde van { $what } moet een echt aantal fiches zijn.
amount-fraction = Fiches zijn hele getallen: { $what } kan geen decimalen hebben.
amount-not_number = "{ $text }" is geen aantal fiches.
amount-boolean = De waarde van { $what } moet een aantal fiches zijn, geen ja of nee.
amount-whole = De waarde van { $what } moet een heel aantal fiches zijn.
amount-negative = De waarde van { $what } kan niet negatief zijn.
amount-too_small = De waarde van { $what } moet minstens { $n ->
    [one] { $n } fiche
   *[other] { $n } fiches
} zijn.
amount-too_large = De waarde van { $what } mag hoogstens { $n } fiches zijn.
amount-buy_in_range = De buy-in is { $n } tot { $m } fiches.
history-no_hand = Er is aan deze tafel geen afgelopen hand met dat nummer.
history-voided = Die hand is een misdeal verklaard en heeft dus geen geschiedenis.
history-no_phh = Deze hand kan niet als PHH worden geschreven.
history-unreadable = Het verslag van die hand is onleesbaar.
engine-refused = Dat kan nu niet aan tafel.
amount-too_many = De waarde van { $what } is meer fiches dan de kaartkamer kan tellen (hoogstens { $n }).
bank-past_max = Daarmee zou de bankroll boven { $n } fiches komen, het meeste dat erin past.
what = { $what ->
    [buy_in] de buy-in
    [top_up] het bijkopen
    [number_of_hands] het aantal handen
    [grant] de gift
    [page_number] het paginanummer
    [hand_number] het handnummer
    [starting_stack] de startstack
    [seat] het stoelnummer
    [bomb_pot_interval] het bombpot-interval
    [big_blind] de grote blind
    [small_blind] de kleine blind
    [ante] de ante
    [action_clock] de klok
    [time_bank] de tijdbank
    [entry_fee] het inschrijfgeld
    [minimum_buy_in] de kleinste buy-in
    [maximum_buy_in] de grootste buy-in
    [bet] de inzet
    [raise] de verhoging
   *[amount] het bedrag
}

## storingen (als Discord of de database de bot in de steek laat)
fault-forged_option = Die opdracht kwam binnen met een optie die ik niet kan lezen ({ $name }). Er is niets veranderd; gebruik de opdracht opnieuw.
fault-muted = Ik kan niet posten in dit kanaal: een beheerder moet me hier de machtiging Berichten verzenden geven. Tot die tijd staat de tafel op pauze; er is niets veranderd.
fault-muted_admin = **Gepauzeerd**: ik kan niet posten in dit kanaal (de machtiging Berichten verzenden ontbreekt). Geef me die machtiging en de tafel gaat verder.
fault-bank_busy = De bank is even bezet, probeer het zo opnieuw. Er is niets veranderd.

## computerspelers (de naam van een robot draagt zijn teken en stijl) en all-in-kansen
robot-name = { $mark } Bot · { $style }
robot-style-tight = tight
robot-style-loose = los
robot-style-station = calling station
robot-style-match = matchspeler
robot-added = { $player } neemt plaats { $seat } met een stack van { $stack } van het huis.
robot-entered = { $player } is ingeschreven; het huis betaalt de inleg.
robot-removed = { $player } vertrekt: hij foldt als hij aan de beurt is en gaat na de hand weg.
robot-bad_style = Er is geen computerspelerstijl ‘{ $style }’: kies tight, loose, station of match.
robot-full = Aan deze tafel is geen plaats meer voor computerspelers.
robot-forbidden = Deze server heeft computerspelers uitgezet; een beheerder kan ze toestaan met /poker settings bots.
robot-none = Daar zit geen computerspeler om weg te halen.
robot-headsup_only = Tegen de computer spelen kan in de heads-up-match; gebruik aan andere tafels /poker bot add.
settings-bots-on = Computerspelers zijn toegestaan op deze server.
settings-bots-off = Computerspelers staan uit op deze server; wie al zit, speelt door tot hij wordt weggehaald.
odds-title = All-in · de kansen vóór de { $street }
odds-hand = { $player } { $cards } · wint { $win }{ $tie }
odds-tie = {" "}· speelt gelijk { $tie }
odds-exact = Exact: geteld over elk board dat nog kan komen.
odds-estimate = Geschat uit willekeurige boards (± { $error }).
odds-share = { $player } { $equity }
odds-at_all_in = Bij de all-in: { $shares }
odds-picture = Wint { $win } · gelijk { $tie }
street-all_in = All-in
bank-stats-robots = Tegen computerspelers (apart geteld) · handen: { $played } · gewonnen: { $won } · netto: { $net }
cmd-poker-bot = Computerspelers aan deze tafel
cmd-poker-bot-add = Laat een computerspeler plaatsnemen (de maker van de tafel of een beheerder)
cmd-poker-bot-remove = Haal een computerspeler weg (de maker van de tafel of een beheerder)
opt-style = Hoe de computerspeler speelt
opt-robot_seat = Het nummer van de plaats; laat leeg voor de eerste vrije plaats
opt-robot_remove_seat = De plaats van de computerspeler; laat leeg voor de laatste
cmd-poker-settings = De pokerinstellingen van deze server
cmd-poker-settings-bots = Sta computerspelers toe of verbied ze op deze server (Server beheren)
opt-bots = Aan staat computerspelers toe, uit verbiedt ze
opt-opponent = Heads-up-match: speel tegen een lid of tegen de computer
choice-tight = tight
choice-loose = los
choice-station = calling station
choice-match = matchspeler
choice-on = aan
choice-off = uit
choice-member = een lid
choice-bot = de computer
## statistieken die spelers lezen
bank-by-vpip = VPIP
bank-by-pfr = verhoging voor de flop
bank-by-bb_per_hundred = gewonnen big blinds per 100 handen
bank-by-cashes = toernooien in het geld
choice-vpip = VPIP
choice-pfr = verhoging voor de flop
choice-bb_per_hundred = big blinds per 100 handen
choice-cashes = toernooien in het geld
bank-percent = { $value }%
bank-bb_per_hundred = { $value } bb/100
bank-stats-play =
    VPIP: { $vpip } · PFR: { $pfr } · 3-bet: { $three_bet }
    Naar de showdown: { $wtsd } · Gewonnen op de showdown: { $wsd }
    Gewonnen big blinds per 100 handen (cash): { $bb100 }
    Gespeelde sit-and-go's: { $played } · in het geld: { $cashed }
    Heads-upwedstrijden: { $matches } · gewonnen: { $matches_won }

## vooraf kiezen (voordat je aan de beurt bent)
preaction-check_fold = Check/Passen
preaction-check = Check
preaction-call = Callen { $amount }
preaction-call_any = Alles callen
preaction-fold = Pas bij elke inzet
preaction-set = Vooraf gekozen voor hand #{ $hand_no }: **{ $choice }**. Dit wordt voor je gespeeld als je deze ronde aan de beurt komt; druk nog eens om te annuleren.
preaction-cleared = Voorkeuze geannuleerd: je kiest zelf.
preaction-bet_changed = De inzet is nu { $bet }: die knop hoorde bij een andere inzet. Kies opnieuw.
preaction-not_in_hand = Vooraf kiezen kan alleen wie nog in de hand zit en fiches over heeft.
preaction-your_turn = Je bent nu aan de beurt: gebruik de actieknoppen.

## blinds zoals in een cardroom
cmd-poker-straddle = Je vaste straddle: zet tweemaal de grote blind in als je links ervan zit
opt-blind = Zet een grote blind in om meteen te spelen, of wacht tot de grote blind bij je is
opt-blinds = Zet de gemiste blinds in om meteen te spelen, of wacht op de grote blind
opt-straddle_choice = aan: straddle wanneer het kan; uit: nooit
choice-post = nu inzetten
choice-wait = wachten op de grote blind
choice-on = aan
choice-off = uit
poker-sat_in-wait = Je bent terug: je krijgt kaarten als de grote blind bij je is.
poker-straddle-on = Straddle aan: je zet tweemaal de grote blind in als je links ervan zit (vanaf drie spelers).
poker-straddle-off = Straddle uit.
straddle-cash_only = Een straddle kan alleen aan cashtafels.
note-dead_small_blind = geen kleine blind deze hand (dode kleine blind: de speler is weg)
note-post_to_enter = { $player } zet een grote blind van { $amount } in om mee te doen
note-missed_blinds = { $player } zet de gemiste blinds in, { $amount } (de kleine blind dood)
note-missed_small_blind = { $player } zet de gemiste kleine blind in, { $amount } dood

## thuisspelopties
cmd-poker-options = Thuisspelopties van deze cashtafel: twee keer uitdelen, bomb pots, konijnenjacht
cmd-poker-bomb = Stem voor een bomb pot in de volgende hand (die komt als iedereen aan tafel heeft gestemd)
opt-run_it_twice = Spelers die all-in zijn aanbieden het bord twee keer uit te delen
opt-bomb_every = Elke N-de hand een bomb pot (0: alleen door een stemming)
opt-rabbit_hunt = Na een hand die vroeg eindigde de kaarten tonen die gekomen zouden zijn
poker-options = Thuisspelopties: twee keer uitdelen { $run_it_twice } · elke { $bomb_every }e hand een bomb pot (0: door stemming) · konijnenjacht { $rabbit_hunt }
poker-bomb-vote = { $player } stemt voor een bomb pot: { $votes } van { $needed }. `/poker bomb` om mee te doen.
poker-bomb-agreed = { $player } stemt voor een bomb pot: { $votes } van { $needed }. De volgende hand is een bomb pot!
options-cash_only = Thuisspelopties zijn er alleen aan cashtafels.
rabbit-off = Aan deze tafel wordt niet op konijnen gejaagd: de maker kan het aanzetten met `/poker options rabbit_hunt:True`.
rabbit-none = Het hele bord is gedeeld: er is geen konijn om op te jagen.
rabbit-shown = Konijnenjacht, hand #{ $hand_no }: het board { $board } was verdergegaan met **{ $cards }**.
run_twice-not_asked = Alleen de spelers die all-in zijn, beslissen of er twee keer wordt uitgedeeld.
button-run_twice = Twee keer uitdelen
button-run_once = Eén keer uitdelen
button-rabbit = Konijnenjacht
table-run_twice = Twee keer uitdelen? { $players } antwoorden { $deadline } (geen antwoord: één keer)
table-bomb_next = De volgende hand is een bomb pot.
note-bomb_pot = Bomb pot: iedereen zet { $amount } ante in, het inzetten begint op de flop
## round 2: the table in the channel
button-bet_to = Inzetten { $amount }
button-raise_to = Verhogen naar { $amount }
table-to_act-bank = **{ $player } is aan de beurt** · de klok loopt af { $deadline }, daarna { $bank } s tijdbank
table-to_act-banking = **{ $player } is aan de beurt** · op de tijdbank, die afloopt { $deadline }
terms-title = Voorwaarden
terms-cash = { $betting } · buy-in { $low }–{ $high } · { $seated }/{ $seats } plaatsen
terms-headsup = { $betting } · een inzet van { $stake } fiches elk
terms-sng = { $betting } · inleg { $entry } · startstack { $stack } · { $seated }/{ $seats } plaatsen
terms-level = Niveau { $level }: blinds { $small }/{ $big }
terms-next_level = volgende { $small }/{ $big } over { $hands ->
    [one] één hand
   *[other] { $hands } handen
}
terms-place = #{ $place } { $amount }
terms-payouts = Uitbetaling: { $places }
terms-clock = Klok { $clock } s
terms-clock-bank = Klok { $clock } s + { $bank } s tijdbank
log-street = **{ $street }**
log-antes = antes { $amount } × { $count }
log-blinds = blinds { $small }/{ $big }
log-small_blind = small blind { $amount }
log-straddle = straddle { $amount }
note-sat_down = { $player } gaat zitten met { $amount }
note-result-title = Hand #{ $hand_no } · uitslag
note-match_over-result = { $game ->
    [tournament] { $player } wint de sit-and-go! De prijzenpot was { $amount } fiches. Eindstand:
   *[other] { $player } wint de heads-upwedstrijd! De prijzenpot was { $amount } fiches. Eindstand:
}
note-match_over-standing = { $place }. { $player } · stack { $stack } · prijs { $prize }
note-match_over-hands = Gespeelde handen: { $hands }
ping-turn = { $player }, je bent aan de beurt.
cards-board = Board: { $board }
cards-hand = Je hand: **{ $name }**
cards-pot_odds = Een call van { $call } in een pot van { $pot }: potodds { $ratio } tegen 1 (je hebt { $percent }% equity nodig)
poker-joined-chips = { $player } is gaan zitten met { $amount } fiches.
poker-table_moved = De tafel is verplaatst: speel verder op het nieuwste tafelbericht.
poker-history-line-id = #{ $hand_no } (id { $hand_id }) · { $outcome }{ $detail }
poker-export-done-id = Hand #{ $hand_no } (id { $hand_id }) in PHH (alleen wat de tafel zag).
poker-notify-on = Je wordt gepingd als je aan de beurt bent op deze server.
poker-notify-off = Je wordt niet meer gepingd als je aan de beurt bent op deze server.
cmd-poker-notify = Word gepingd (of niet) als je aan de beurt bent
opt-notify = aan of uit
seat-stake_fixed = De inzet ligt hier vast op { $entry } fiches: gebruik `/poker join` zonder bedrag.
history-not_played = Je kunt alleen een hand exporteren die je zelf speelde.

## moments (issue 23): short all-ins, refusals, run it twice, pictures, words
history-bad_hand = ‘{ $text }’ is geen hand: geef een handnummer (12) of een hand-id uit /poker history (7-12).
note-reminder-robot = { $player } denkt nog na — de klok loopt af { $deadline }.
picture-first_run = 1e run
picture-second_run = 2e run
note-run-first = Eerste run
note-run-second = Tweede run
table-board-first_run = **Board, 1e run** { $cards }
table-board-second_run = **Board, 2e run** { $cards }
rabbit-shown-empty = Konijnenjacht, hand #{ $hand_no }: het board was **{ $cards }** geworden.
bank-leaderboard-empty-min_hands = Er staat nog niemand op deze ranglijst: die rangschikt leden die hier minstens { $hands } handen hebben gespeeld.
opt-ante_type = wie de ante betaalt: elke speler, of de grote blind voor de hele tafel
terms-ante-every = Ante { $ante } van elke speler
terms-ante-big_blind = Grote-blind-ante { $ante }: de grote blind betaalt die voor de hele tafel
table-ante-big_blind = grote-blind-ante { $ante }
config-ante_type = De ante wordt betaald door elke speler (every) of door de grote blind voor de hele tafel (big_blind).
choice-every = elke speler
choice-big_blind = de grote blind (big-blind-ante)
log-street-second_run = **{ $street }** (2e run)
# Netjes stoppen (issue 26): een klik of commando terwijl de bot stopt
fault-restarting = De kaartkamer start even opnieuw op. Je hand en je fiches blijven bewaard; probeer het over een minuut opnieuw.
## sharing: handen die het delen waard zijn (herhaling, export voor hand trackers, sessieoverzicht)
cmd-poker-replay = Bekijk een hand opnieuw als animatie (alleen jij, tenzij je hem deelt)
cmd-poker-ledger = Het overzicht van de sessie: buy-ins, uitbetalingen, stacks en wie wie wat schuldig is
opt-export_format = phh (het open formaat) of pokerstars (voor hand trackers)
opt-share = Plaats hem in het kanaal voor iedereen (zonder iemands niet-getoonde kaarten)
opt-session = De sessie die nu loopt, of de laatst gesloten sessie
choice-current = huidige sessie
choice-last = vorige sessie
button-replay = Herhaling
replay-fold = { $player } past
replay-check = { $player } checkt
replay-call = { $player } callt { $amount }
replay-bet = { $player } zet { $amount } in
replay-raise = { $player } verhoogt naar { $amount }
replay-shows = { $player } toont
replay-wins = { $player } wint { $amount }
replay-second_run = Tweede keer · { $street }
replay-private = Herhaling van hand #{ $hand_no } (id { $hand_id }): je eigen kaarten en de getoonde handen.
replay-shared = Herhaling van hand #{ $hand_no } (id { $hand_id }): alleen de handen die aan tafel getoond zijn.
sharing-export-stars = Hand #{ $hand_no } (id { $hand_id }) in PokerStars-formaat, voor hand trackers (alleen wat de tafel zag).
sharing-export-many = Je laatste { $count } handen aan deze tafel, in { $format } (alleen wat de tafel zag).
sharing-no_hands = Je hebt aan deze tafel nog geen afgeronde hand gespeeld.
sharing-no_session = De tafel van dit kanaal heeft zo'n sessie niet.
sharing-cash_only = Het overzicht is voor cashtafels: een wedstrijd of sit-and-go heeft geen buy-ins om te verrekenen.
sharing-ledger-current = Overzicht · huidige sessie
sharing-ledger-last = Overzicht · vorige sessie
sharing-ledger-line = { $player }: in { $bought_in } · uit { $cashed_out } · stack { $stack } · netto { $net }
sharing-ledger-empty = Er heeft nog niemand aan deze tafel gezeten.
sharing-ledger-pot_title = Hand bezig
sharing-ledger-in_pot = Er liggen { $amount } fiches in de pot: de saldi kloppen zodra de hand is afgerekend.
sharing-ledger-settle_title = Verrekenen
sharing-ledger-transfer = { $payer } → { $payee }: { $amount }
sharing-ledger-square = Iedereen staat quitte.
sharing-ledger-footer = Alleen fiches van de tafel: er wisselt geen echt geld van eigenaar.
sharing-ledger-col-member = speler
sharing-ledger-col-bought_in = ingekocht
sharing-ledger-col-cashed_out = uitbetaald
sharing-ledger-col-stack = stack nu
sharing-ledger-col-net = netto
choice-phh = PHH
choice-pokerstars = PokerStars
# Toernooien met meerdere tafels (/poker tournament)
tournament-lobby_taken = Dit kanaal heeft al een open toernooi: rond dat eerst af of annuleer het.
tournament-started = Dat toernooi is al begonnen: inschrijfgeld wordt niet meer terugbetaald.
tournament-not_registered = Je bent niet ingeschreven voor dit toernooi.
tournament-addon_taken = Je hebt de add-on al genomen.
tournament-points_recorded = De punten van dat toernooi zijn al geboekt.
cmd-poker-tournament = Toernooien met meerdere tafels in dit kanaal
cmd-poker-tournament-create = Open hier een toernooi en plaats de lobby (Server beheren)
cmd-poker-tournament-register = Schrijf je in voor het toernooi van dit kanaal (het inschrijfgeld komt van je bankroll)
cmd-poker-tournament-unregister = Trek je terug voor de start: je krijgt je inschrijfgeld terug
cmd-poker-tournament-status = De spelers, de prijzenpot, de start en de uitbetaling van het toernooi
cmd-poker-tournament-start = Start het toernooi nu (de organisator of Server beheren)
cmd-poker-tournament-cancel = Annuleer het toernooi (de organisator of Server beheren)
opt-mtt-name = De naam van het toernooi
opt-mtt-start_in = Minuten tot de start (0: als de organisator start); boven 0 komt er een serverevenement
opt-mtt-entry = Inschrijfgeld in fiches van de bankroll van elke speler (0: een freeroll)
opt-mtt-chips = Startstack in toernooifiches
opt-mtt-table_size = Plaatsen per tafel (2 tot 10)
opt-mtt-levels = Blindstructuur: turbo, normaal of diep
opt-mtt-level_minutes = Minuten per blindniveau (0,5 tot 60)
opt-mtt-late_levels = De inschrijving blijft open tot en met dit niveau (0: sluit bij de start)
opt-mtt-payouts = Wie er prijs krijgt: de beste 10, 15 of 20 % van de deelnemers, of alleen de winnaar
opt-mtt-rebuys = Rebuys toestaan zolang de inschrijving open is
opt-mtt-addon = Een add-on aanbieden in de pauze die de inschrijving sluit
opt-mtt-min_players = Minste aantal spelers om te starten (met minder krijgt iedereen het inschrijfgeld terug)
choice-turbo = turbo
choice-regular = normaal
choice-deep = diep
mtt-levels-turbo = turbo
mtt-levels-regular = normale
mtt-levels-deep = diepe
mtt-payouts-top_ten = de beste 10 % van de deelnemers
mtt-payouts-top_fifteen = de beste 15 % van de deelnemers
mtt-payouts-top_twenty = de beste 20 % van de deelnemers
mtt-payouts-winner = de winnaar krijgt alles
mtt-lobby-title = **{ $name }** · toernooi met meerdere tafels
mtt-lobby-terms = Inschrijfgeld { $entry } · startstack { $chips } · { $seats } plaatsen per tafel · { $levels } blinds, niveaus van { $minutes } minuten
mtt-lobby-payouts = Uitbetaling: { $payouts } · minstens { $min } spelers
mtt-lobby-late = Late inschrijving tot en met niveau { $level }
mtt-lobby-rebuys = Rebuys zolang de inschrijving open is
mtt-lobby-addon = Add-on in de pauze die de inschrijving sluit
mtt-lobby-cancelled = Geannuleerd: alle inschrijfgeld is terugbetaald.
mtt-lobby-starts = Begint { $when } ({ $relative })
mtt-lobby-starts_on_command = Begint zodra de organisator `/poker tournament start` gebruikt
mtt-lobby-players = Ingeschreven ({ $count }): { $names }
mtt-lobby-nobody = Nog niemand heeft zich ingeschreven.
mtt-lobby-pool = Prijzenpot: { $pool }
mtt-button-register = Inschrijven
mtt-button-unregister = Uitschrijven
mtt-chips = { $n ->
    [one] { $n } fiche
   *[other] { $n } fiches
}
mtt-created = Voor { $name } kun je je in dit kanaal inschrijven.
mtt-event_created = Het serverevenement is ingepland.
mtt-no_event = Het serverevenement kon niet worden gemaakt (de bot heeft de machtiging Evenementen maken nodig); het toernooi is toch open.
mtt-event-description = Texas Hold'em-toernooi · inschrijfgeld { $entry }
mtt-registered = Je bent ingeschreven voor { $name }: { $entry } ging naar de prijzenpot.
mtt-unregistered = Je hebt je teruggetrokken uit { $name }: { $entry } kwam terug op je bankroll.
mtt-cancelled = { $name } is geannuleerd: alle inschrijfgeld is terugbetaald.
mtt-status-players = Ingeschreven spelers: { $count } (minstens { $min } om te starten)
mtt-status-places = Betaalde plaatsen zoals het nu staat: { $places } ({ $prizes })
mtt-status-first_level = Eerste niveau: blinds { $small }/{ $big }, { $minutes } minuten
mtt-status-you_in = Je bent ingeschreven.
mtt-status-you_out = Je bent niet ingeschreven.
tournament-none_here = Er is geen open toernooi in dit kanaal.
tournament-host_only = Alleen de organisator van het toernooi of een admin kan dat doen.
tournament-too_few = { $n } ingeschreven: dit toernooi heeft minstens { $m } spelers nodig om te starten.
tournament-tables_pending = De tafels van het toernooi kunnen nog niet spelen: dat komt met de volgende update van de bot. De inschrijving blijft open.
tournament-lobby_thread = Open een toernooi in een tekstkanaal, niet in een thread.
mtt-cancelled_short = { $name } is geannuleerd: bij de start waren er minder dan { $min } spelers ingeschreven. Alle inschrijfgeld is terugbetaald.
cmd-poker-season = Toernooiseizoenen hier: hoe lang ze duren en waar de eindstand komt (Server beheren)
opt-season-length = Per maand, per kwartaal of per jaar, volgens de kalender
opt-season-channel = Waar de eindstand wordt geplaatst (standaard: dit kanaal)
choice-monthly = per maand
choice-quarterly = per kwartaal
choice-yearly = per jaar
mtt-season-monthly = per maand
mtt-season-quarterly = per kwartaal
mtt-season-yearly = per jaar
mtt-season-set = Toernooiseizoenen gaan hier nu { $length }: dit seizoen loopt van { $start } tot { $end }, en de eindstand komt in { $channel }.
mtt-season-final = Eindstand van het toernooiseizoen { $start } – { $end }
mtt-season-line = { $rank }. { $player } · { $points } punten
choice-top-ten-percent = beste 10 %
choice-top-fifteen-percent = beste 15 %
choice-top-twenty-percent = beste 20 %
choice-winner-takes-all = winnaar krijgt alles

## Running multi-table tournaments (the conductor and its tables)
mtt-table_conducted = Een toernooitafel sluit wanneer het toernooi hem opheft.
mtt-table_thread = { $name } · tafel { $number }
mtt-started = { $name } is begonnen aan { $tables } tafels: je plaats staat in de threads hieronder. Veel succes!
mtt-results-title = Uitslag van { $name }
mtt-results-line = { $place }e · { $player } · { $prize }
mtt-running-level = Niveau { $level }: blinds { $small }/{ $big }, ante { $ante } · volgend niveau over { $minutes } min { $seconds } s
mtt-running-players = Spelers over { $left } van { $entrants } · gemiddelde stack { $average }
mtt-running-prizes = Uitbetalingen: { $prizes }
mtt-running-break = Pauze: het spel gaat verder op het volgende niveau.
mtt-running-your_table = Jouw tafel: { $table }
mtt-cancelled_running = { $name } is geannuleerd: de prijzenpot is volgens de regels verdeeld onder de spelers die nog in het spel zijn.
mtt-running-leaders = Chipleiders: { $leaders }
mtt-season-current = Toernooiseizoen { $start } – { $end }
mtt-season-empty = Nog geen toernooipunten dit seizoen.
choice-season = seizoenspunten

## Tournaments: the ICM deal, shared places, season pages, repeats, computer players
cmd-poker-tournament-deal = Een ICM-deal voorstellen aan de finaletafel (een speler die nog in het spel is)
mtt-deal-proposal = { $player } stelt een ICM-deal voor die { $name } beëindigt: elke speler krijgt zijn verwachte prijs volgens de chips. Iedereen moet binnen { $seconds } seconden accepteren; de tafel wacht intussen.
mtt-deal-line = { $yes } { $player } · { $chips } chips · krijgt { $prize }
mtt-deal-declined = Afgewezen: de deal gaat niet door en het spel gaat verder.
mtt-deal-agreed = Iedereen heeft geaccepteerd: het toernooi eindigt met deze deal.
mtt-deal-expired = De tijd voor de deal is om: het spel gaat verder.
mtt-deal-proposed = Je deal is voorgesteld in de thread van de finaletafel.
mtt-deal-after_hand = Je deal wordt voorgesteld in de thread van de finaletafel zodra deze hand klaar is.
mtt-button-accept = Accepteren
mtt-button-decline = Afwijzen
mtt-results-by_deal = Uitslag van { $name } (beëindigd met een deal)
tournament-deal_final = Een deal kan alleen aan de finaletafel worden voorgesteld, met nog minstens twee spelers.
tournament-deal_players = Alleen spelers die nog in het spel zijn kunnen een deal voorstellen of beantwoorden.
tournament-deal_open = Er is al een deal voorgesteld: beantwoord die eerst.
tournament-deal_robots = Er zitten nog computerspelers in het spel: een deal vraagt ieders ja, dus er wordt geen aangeboden.
tournament-deal_late = Geen deal zolang de inschrijving open is: de prijzenpot kan nog groeien.
tournament-deal_gone = Die deal is niet meer open.
mtt-place = { $place }e
mtt-place-range = { $best }e–{ $worst }e
mtt-results-shared = { $places } · { $player } · { $prize }
mtt-running-your_place = Je eindigde als { $places } · prijs { $prize }
mtt-season-page = Pagina { $page }
opt-mtt-repeat = Open de volgende een dag of een week later als deze afloopt (vraagt start_in)
choice-daily = dagelijks
choice-weekly = wekelijks
mtt-lobby-repeat-daily = Herhaalt dagelijks: de volgende opent als deze afloopt.
mtt-lobby-repeat-weekly = Herhaalt wekelijks: de volgende opent als deze afloopt.
mtt-repeat-next = De volgende { $name } is hier open voor inschrijving.
tournament-repeat_start = Een herhalend toernooi heeft een starttijd nodig: geef `start_in` boven 0.
mtt-series_stopped = De reeks stopt hier: er opent geen volgende.
opt-mtt-bots = Computerspelers om het veld te vullen (gratis plaatsen; ze winnen geen chips)
tournament-bots_off = Computerspelers staan uit op deze server (`/poker settings bots`).
mtt-lobby-bots = { $count } computerspelers doen mee vanaf de start (ze winnen geen chips).

## A running tournament: late entries, rebuys, the add-on, pause and resume
cmd-poker-tournament-rebuy = Rebuy zolang de inschrijving open is (met hoogstens de startstack, of zonder fiches)
cmd-poker-tournament-addon = Neem de add-on op het niveau of de pauze waarmee de inschrijving sluit
cmd-poker-tournament-pause = Zet de klok van het toernooi stil (de organisator of Server beheren)
cmd-poker-tournament-resume = Laat de klok van het toernooi weer lopen (de organisator of Server beheren)
tournament-late_closed = De inschrijving voor dit toernooi is gesloten.
tournament-rebuys_off = Dit toernooi heeft geen rebuys.
tournament-rebuy_closed = De rebuys zijn met de inschrijving gesloten.
tournament-rebuy_stack = Een rebuy is voor een stack van hoogstens de startstack van { $n }.
tournament-addon_off = Dit toernooi heeft geen add-on.
tournament-addon_closed = De add-on wordt alleen aangeboden als de inschrijving sluit (haar laatste niveau of de pauze daarna).
tournament-paused = De klok van het toernooi staat al stil.
tournament-not_paused = De klok van het toernooi staat niet stil.
mtt-registered_late = Je doet mee aan { $name }: { $entry } ging naar de prijzenpot. Je plaats: { $table } (je krijgt kaarten vanaf de volgende hand daar).
mtt-rebuy-given = Rebuy genomen: { $entry } ging naar de prijzenpot en { $chips } fiches staan op je stack aan { $table }.
mtt-rebuy-owed = Rebuy genomen: { $entry } ging naar de prijzenpot; { $chips } fiches komen op je stack aan { $table } als de hand daar klaar is.
mtt-addon-given = Add-on genomen: { $entry } ging naar de prijzenpot en { $chips } fiches staan op je stack aan { $table }.
mtt-addon-owed = Add-on genomen: { $entry } ging naar de prijzenpot; { $chips } fiches komen op je stack aan { $table } als de hand daar klaar is.
mtt-paused = { $name } is gepauzeerd: lopende handen worden uitgespeeld en er wordt geen nieuwe hand gedeeld tot het verdergaat.
mtt-resumed = { $name } gaat verder: de klok loopt weer.
mtt-running-paused = Gepauzeerd: geen nieuwe hand tot de organisator verdergaat.
mtt-running-late_open = Late inschrijving is open tot en met niveau { $level }: `/poker tournament register`.
mtt-running-addon_open = De add-on wordt nu aangeboden: `/poker tournament addon`.
