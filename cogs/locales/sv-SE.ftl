# Svenska (sv-SE).
#
# Ordlista (de ord svenska spelare använder vid bordet):
#   mörkar (lilla mörken, stora mörken), ante, straddle, knappen (dealerknappen);
#   preflop, flop, turn, river, showdown; lägg (fold), checka, syna, satsa, höj, all-in,
#   visa, kasta (mucka); pott, huvudpott, sidopott; stack, bankrulle, inköp, påfyllning,
#   marker; cashbord, heads-up-match, sit-and-go.
#   Händer: högt kort, par, tvåpar, triss, stege, färg, kåk, fyrtal, färgstege, royal flush.
#   Ordningstal: 1:a, 2:a, 3:e, 4:e, 21:a (ORDINAL ger "one" för 1:a och 2:a).

## error
error-unexpected = Förlåt, något gick fel hos oss. Försök igen.
error-no_permission = Du behöver behörigheten Hantera server för det.
error-guild_only = Poker spelas i en serverkanal, inte i direktmeddelanden.
error-cooldown = Ta det lugnt: försök igen om { $seconds ->
    [one] en sekund
   *[other] { $seconds } sekunder
}.
error-bad_option = "{ $value }" är inget giltigt värde för det alternativet.
error-check_failed = Du kan inte använda det kommandot här.
error-not_your_buttons = De här knapparna hör till { $owner }s förfrågan. Kör kommandot själv.
error-not_your_turn = Det är inte din tur än.
error-stale_button = Den knappen hör till en tidigare hand.
error-not_in_hand = Du är inte med i den här handen, så knapparna är inte till dig.
error-headsup_fixed = Heads-up-matchen spelas alltid enligt spelkortet (mörkar 1/2, 100 marker, tio händer); utelämna de andra alternativen.
error-free_amounts = Det här formatet tillåter bara höjningar med halva potten, potten och all-in.

## cmd
cmd-poker = Texas Hold'em vid den här kanalens bord
cmd-poker-create = Öppna ett bord i den här kanalen
cmd-poker-join = Sätt dig vid den här kanalens bord
cmd-poker-leave = Lämna bordet (din stack går tillbaka till bankrullen)
cmd-poker-start = Dela ut den första handen
cmd-poker-table = Visa bordet igen
cmd-poker-cards = Se dina hålkort (bara du)
cmd-poker-sitout = Sitt över från nästa hand
cmd-poker-sitin = Kom tillbaka från nästa hand
cmd-poker-topup = Fyll på din stack från bankrullen
cmd-poker-history = De senaste händerna här
cmd-poker-export = En hand i PHH-format som fil (bara det bordet såg)
cmd-poker-close = Stäng bordet (den som öppnade det, eller Hantera server)
cmd-poker-deck = Hur dina egna kort ser ut
cmd-poker-deck-style = Rita dina kort klassiskt eller i fyra färger (den här servern)

## opt
opt-deck_style = Klassisk (två färger) eller fyrfärgad (♦ blå, ♣ grön)

## deck
deck-classic = klassiskt
deck-four_colour = i fyra färger

## cmd
cmd-poker-misdeal = Förklara feldelning: handen blir ogiltig (Hantera server)
cmd-fold = Lägg dig
cmd-check = Checka (stå över utan att satsa)
cmd-call = Syna den aktuella satsningen
cmd-bet = Satsa ett belopp
cmd-raise = Höj till en summa för den här satsningsrundan
cmd-allin = Sätt in hela din stack
cmd-balance = En bankrulle på den här servern
cmd-daily = Hämta dina dagliga marker
cmd-leaderboard = Serverns topplista
cmd-stats = Pokerstatistik för en medlem
cmd-bank = Bankadministration (Hantera server)
cmd-bank-grant = Ge marker till en medlems bankrulle (Hantera server)

## opt
opt-game = Cashbord, heads-up-matchen på tio händer eller en sit-and-go
opt-small_blind = Lilla mörken
opt-big_blind = Stora mörken
opt-betting = No-limit, pot-limit eller fixed-limit
opt-seats = Hur många platser (2 till 10)
opt-min_buy_in = Minsta inköp (en sit-and-gos avgift)
opt-max_buy_in = Största inköp
opt-straddle = Spelaren till vänster om stora mörken straddlar varje hand
opt-ante = En ante från varje spelare som får kort
opt-clock = Sekunder varje spelare har på sig
opt-buy_in = Marker att ta med till bordet
opt-amount = Marker
opt-raise_to = Summan din satsning blir den här rundan
opt-count = Hur många händer
opt-hand = Handens nummer, eller dess id från /poker history, t.ex. 7-12 (den senaste om du utelämnar det)
opt-member = Medlemmen (du om du utelämnar det)
opt-by = Vad som ska rankas
opt-page = Vilken sida
opt-grant_member = Vem som får markerna

## table
table-title = Texas Hold'em · { $structure } · { $small_blind }/{ $big_blind }
table-title-headsup = Heads-up-match · mörkar { $small_blind }/{ $big_blind }
table-title-tournament = Sit-and-go · { $structure } · mörkar { $small_blind }/{ $big_blind }
table-ante = ante { $ante }
table-no_players = Ingen sitter vid bordet än. Använd `/poker join` för att ta en plats.
table-waiting = Väntar på första handen. `/poker start` delar ut den.
table-next_hand = Nästa hand delas ut { $when }.
table-waiting-players = Väntar på spelare: två måste sitta vid bordet och vara med.
table-closed = Det här bordet är stängt.
table-seat = { $marker } Plats { $seat } · { $player } · { $stack } marker{ $bet }{ $state }
table-seat-bet = {" "}· satsat { $bet }
table-state-folded = {" "}· lagt sig
table-state-all_in = {" "}· **all-in**
table-state-sitting_out = {" "}· sitter över
table-state-waiting = {" "}· väntar
table-board = **Brädet** { $cards }
table-board-empty = **Brädet** —
table-pot = **Pott** { $total }
table-pot-sides = **Pott** { $total } (huvudpott { $main }; sidopott { $sides })
table-to_act = **{ $player } på tur** · tiden går ut { $deadline }
table-to_act-call = { $player } kan lägga sig, syna { $call } eller höja
table-recent = **Senaste** { $lines }
table-footer = Hand #{ $hand_no } · { $street }
table-footer-idle = Mellan händer · { $seats } vid bordet

## street
street-preflop = preflop
street-flop = floppen
street-turn = turn
street-river = river
street-showdown = Showdown
street-between = Mellan händer

## button
button-fold = Lägg dig
button-check = Checka
button-call = Syna { $amount }
button-all_in = All-in { $amount }
button-min_raise = Min { $amount }
button-half_pot = ½ pott { $amount }
button-pot = Pott { $amount }
button-bet_quick = { $label } { $amount }
button-raise = Höj…
button-bet = Satsa…
button-my_cards = Mina kort
button-previous = Föregående
button-next = Nästa

## modal
modal-title-raise = Höj (hand #{ $hand_no })
modal-title-bet = Satsa (hand #{ $hand_no })
modal-label = Höj till ({ $minimum } till { $maximum })
modal-label-bet = Satsa ({ $minimum } till { $maximum })
modal-placeholder = En summa mellan { $minimum } och { $maximum }
modal-no_raise = Du kan inte satsa eller höja just nu.

## note
note-hand_started = Hand #{ $hand_no } delas ut.
note-fold = { $player } lägger sig
note-check = { $player } checkar
note-call = { $player } synar { $amount }
note-bet = { $player } satsar { $amount }
note-raise = { $player } höjer till { $amount }
note-all_in = { $player } går all-in med { $amount }
note-all_in-suffix = {" "}(all-in)
note-muck = { $player } kastar korten
note-show = { $player } visar
note-ante = { $player } lägger ante { $amount }
note-small_blind = { $player } lägger lilla mörken { $amount }
note-big_blind = { $player } lägger stora mörken { $amount }
note-straddle = { $player } straddlar { $amount }
note-uncalled = { $player } får tillbaka osynade { $amount }
note-action = { $player } agerar
note-street = **{ $street }** · { $cards }
note-street-board = Brädet: { $board }
note-showdown-title = Showdown · hand #{ $hand_no }
note-showdown-hand = { $player } visar { $cards } — { $description }{ $won }
note-showdown-won = {" "}· vinner { $amount }
note-pot-main = Huvudpott
note-pot-side = Sidopott { $number }
note-pot-award = { $pot } ({ $amount }): { $winners }
note-hand_won = { $player } vinner { $amount } (alla andra lade sig)
note-hand_voided = Hand #{ $hand_no } förklarades som feldelning: alla marker gick tillbaka.
note-timed_out = { $player } fick slut på tid
note-sat_out = { $player } sitter över
note-player_left = { $player } lämnade bordet
note-player_left-chips = { $player } lämnade bordet med { $amount } marker
note-eliminated = { $player } är ute på { $place }:{ ORDINAL($place) ->
    [one] a
   *[other] e
} plats
note-out_of_chips = { $player } har slut på marker: `/poker topup` minst { $amount } för att spela vidare, eller `/poker leave`
note-level_up = Mörkarna höjs
note-level_up-big_blind = Mörkarna höjs: stora mörken är nu { $amount }
note-match_over = Matchen är slut.
note-match_over-won = { $player } vinner! Prispotten var { $amount } marker.
note-match_over-draw = Matchen blev oavgjord: alla insatser går tillbaka.
note-reminder = { $player }, det är din tur — klockan går ut { $deadline }.
note-dm_failed = { $player }, jag kunde inte skicka dina kort som direktmeddelande. Tryck på **Mina kort** vid bordet (eller använd `/poker cards`) för att se dem.

## cards
cards-dm = Dina kort för hand #{ $hand_no } i { $channel }: **{ $cards }**
cards-ephemeral = Dina kort för hand #{ $hand_no }: **{ $cards }**
cards-none = Du har inga kort i den pågående handen.

## poker
poker-created = { $player } öppnade ett bord här. Använd `/poker join` för att sätta dig.
poker-joined = { $player } satte sig.
poker-left = { $player } lämnade bordet.
poker-started = Blanda och dela!
poker-sat_out = Du sitter över från nästa hand.
poker-sat_in = Du är med igen från nästa hand.
poker-topped_up = La till { $amount } marker i din stack.
poker-table_posted = Bordet visas nedan.
poker-closed = Bordet är stängt. Varje stack gick tillbaka till sin bankrulle.
poker-misdeal = Feldelning: handen är ogiltig och alla marker gick tillbaka.
poker-acted = Klart.
poker-history-title = { $count ->
    [one] Den senaste handen här
   *[other] De senaste { $count } händerna här
}
poker-history-empty = Inga händer har spelats vid det här bordet än.
poker-history-line = #{ $hand_no } · { $outcome }{ $detail }
poker-history-won = { $winners } vann { $pot }
poker-history-voided = feldelning (ogiltig)
poker-history-net = du { $net }
poker-export-done = Hand #{ $hand_no } i PHH (bara det bordet såg).
poker-deck_style = Dina kort ritas { $style } på den här servern, i dina direktmeddelanden och under **Mina kort**. Bordsbilden förblir klassisk för alla.

## bank
bank-balance = { $player } har **{ $balance }** marker.
bank-balance-daily_ready = Den dagliga belöningen är redo: `/daily`.
bank-balance-daily_at = Nästa dagliga belöning { $when }.
bank-daily = Du hämtade **{ $amount }** marker. Din bankrulle har nu { $balance }.
bank-granted = Gav { $amount } marker till { $player }. Bankrullen har nu { $balance }.
bank-leaderboard-title = Topplista · { $by }
bank-leaderboard-empty = Ingen finns på den här topplistan än.
bank-leaderboard-line = **{ $rank }.** { $player } · { $value }
bank-leaderboard-footer = Sida { $page } av { $pages }
bank-by-bankroll = bankrulle
bank-by-net_won = vunna marker netto
bank-by-hands_won = vunna händer
bank-stats-title = Pokerstatistik
bank-stats-who = { $player }
bank-stats-body =
    Spelade händer: { $played }
    Vunna händer: { $won }
    Vunna marker netto: { $net }
    Största pott: { $biggest }
    Vunna showdowns: { $showdowns }

## händer
rank-one = { $rank ->
    [ace] ess
    [king] kung
    [queen] dam
    [jack] knekt
    [ten] tia
    [nine] nia
    [eight] åtta
    [seven] sjua
    [six] sexa
    [five] femma
    [four] fyra
    [three] trea
   *[two] tvåa
}
rank-many = { $rank ->
    [ace] ess
    [king] kungar
    [queen] damer
    [jack] knektar
    [ten] tior
    [nine] nior
    [eight] åttor
    [seven] sjuor
    [six] sexor
    [five] femmor
    [four] fyror
    [three] treor
   *[two] tvåor
}
hand-high_card = Högt kort, { $rank }
hand-one_pair = Par i { $ranks }
hand-two_pair = Tvåpar, { $ranks } och { $second }
hand-three_of_a_kind = Triss i { $ranks }
hand-straight = Stege, { $rank } högst
hand-flush = Färg, { $rank } högst
hand-full_house = Kåk, { $ranks } över { $second }
hand-four_of_a_kind = Fyrtal i { $ranks }
hand-straight_flush = Färgstege, { $rank } högst
hand-royal_flush = Royal flush

## satsningsformer och spel
betting-no-limit = No-limit
betting-pot-limit = Pot-limit
betting-fixed-limit = Fixed-limit
choice-cash = cashbord
choice-headsup = heads-up-match
choice-tournament = sit-and-go
choice-no-limit = no-limit
choice-pot-limit = pot-limit
choice-fixed-limit = fixed-limit
choice-bankroll = bankrulle
choice-net_won = vunna marker netto
choice-hands_won = vunna händer
choice-classic = klassisk
choice-four-colour = fyrfärgad

## match- och turneringsläge
status-match_over = Matchen är slut
status-waiting = Väntar på spelare ({ $count } av 2)
status-hand_of = Hand { $hand } av { $hands }
status-tournament_over = Turneringen är slut
status-registering = Anmälan pågår ({ $count } anmälda)
status-level = Nivå { $level }, { $left } spelare kvar

## bordsbilden
picture-pot = Pott { $amount }
picture-main = Huvud { $amount }
picture-side = Sido { $amount }
picture-seat = Plats { $seat }
picture-open = Plats { $seat } · ledig
picture-all_in = ALL-IN
picture-folded = LAGT SIG
picture-away = BORTA
picture-to_act = PÅ TUR
picture-hand = Hand #{ $number }
picture-showdown = Showdown
picture-wins = Vinner { $amount }
picture-player = Spelare
reminder-soon = snart

## /poker language
cmd-poker-language = Språket borden talar på den här servern (Hantera server)
opt-language = Serverns språk för bord, gator och resultat
language-set = På den här servern talar borden nu { $language }. Privata svar följer varje medlems eget Discord-språk.
language-name-en-US = English
language-name-sv-SE = Svenska
language-name-da = Dansk
language-name-cs = Čeština
language-name-nl = Nederlands
language-name-bg = Български

## kortrummets avslag
error-not_seated = Du sitter inte vid det här bordet.
error-already_seated = Du har redan en plats vid det här bordet.
error-table_full = Bordet är fullt. Försök igen när en plats blir ledig.
error-no_table = Det finns inget öppet bord i den här kanalen.
server-elsewhere = Den här serverns bord körs just nu av en annan process av boten, så inget bord kan öppnas härifrån. Försök igen om en minut.
server-paused = Bordet är pausat en stund medan boten återansluter. Inget har gått förlorat; försök igen om en minut.
error-table_exists = Den här kanalen har redan ett öppet bord.
error-stale_moment = Den knappen är från ett tidigare ögonblick i handen — bordet har gått vidare.
error-hand_in_progress = Vänta tills den pågående handen är slut.
chips-short = Du behöver { $needed } marker men din { $where ->
    [stack] stack
   *[bankroll] bankrulle
} har bara { $available }.
chips-none = Du behöver { $needed } marker men din { $where ->
    [stack] stack
   *[bankroll] bankrulle
} är tom.
bank-already_claimed = Du har redan hämtat dina dagliga marker. Kom tillbaka om { $wait }.
wait-hours = { $hours ->
    [one] en timme
   *[other] { $hours } timmar
}
wait-minutes = { $minutes ->
    [one] en minut
   *[other] { $minutes } minuter
}
bank-too_full = Din bankrulle är för full för att ta emot de dagliga markerna.
admin-grant_only = Bara en serveradministratör kan ge marker.
admin-take_only = Bara en serveradministratör kan ta bort marker.
amount-page = Sidan måste vara ett heltal, till exempel 2.
deck-unknown = "{ $style }" är ingen kortlekstil.
game-started = Spelet har redan börjat; vänta på nästa.
seat-already_entered = Du är redan anmäld.
game-headsup_two = En heads-up-match behöver exakt två spelare.
game-two_enter = Minst två spelare måste anmäla sig.
seat-already_out = Du sitter redan över.
seat-not_out = Du sitter inte över.
seat-empty = Plats { $n } är tom.
seat-range = Det här bordet har platserna 1 till { $n }.
seat-tournament = Platserna vid ett turneringsbord delas ut när det startar.
seat-entry_final = En anmälan kan inte dras tillbaka; den som öppnade bordet kan stänga det, vilket återbetalar alla anmälningar.
seat-taken = Plats { $n } är upptagen. Välj en annan plats.
config-game = Välj ett cashbord, en heads-up-match eller en sit-and-go.
config-betting = Satsningen måste vara no-limit, pot-limit eller fixed-limit.
config-seats = Ett bord har 2 till 10 platser.
act-unknown = Det är inget du kan göra vid bordet.
act-headsup_raises = I heads-up-matchen höjer du med ½ pott, Pott eller All-in.
act-cannot_raise = Du kan inte satsa eller höja nu.
act-call_or_fold = Du kan bara syna eller lägga dig nu.
act-all_in_max = Du kan inte gå all-in här: mest kan du höja till { $n }.
act-cannot_bet = Du kan inte satsa eller höja nu: du kan syna, checka eller lägga dig.
raise-too_small = Den minsta { $kind ->
    [bet] satsningen
   *[raise] höjningen
} du kan göra är till { $n }.
raise-too_large = Den största { $kind ->
    [bet] satsningen
   *[raise] höjningen
} du kan göra är till { $n }.
raise-minimum = Minimum är { $n }.
raise-maximum = Maximum är { $n }.
act-cannot_check = Du kan inte checka: det kostar { $n } att syna.
act-nothing_to_call = Det finns inget att syna: checka i stället.
act-already_bet = Det finns redan en satsning: höj i stället.
act-no_bet = Det finns ingen satsning att höja: satsa i stället.
amount-say_how_much = Säg hur mycket: ett helt antal marker.
act-betting_over = Satsningen är över: visa eller kasta din hand.
act-not_now = Det kan du inte göra under satsningen.
hand-over = Handen är slut.
hand-not_in = Du är inte med i den här handen.
hand-not_dealt = Du är inte med i den här handen; du får kort nästa gång.
hand-none = Ingen hand spelas just nu.
topup-fixed = Stackar i en match eller sit-and-go kan inte fyllas på.
topup-between_hands = Du kan fylla på mellan händerna.
topup-at_max = Din stack är redan vid bordets maximum på { $n }.
topup-below_min = Din stack på { $n } är under bordets minsta inköp på { $m }: fyll på med minst { $o } marker (högst { $p }).
topup-too_much = Påfyllningen får vara högst { $n } marker: stackar här går upp till { $m }.
topup-too_large = Den påfyllningen skulle göra din stack för stor.
table-host_only = Bara den som öppnade bordet eller en administratör kan göra det.
table-started = Bordet har redan startat.
table-two_needed = Minst två spelare måste sitta vid bordet och vara med.
table-hand_first = Spela klart eller ogiltigförklara den pågående handen innan du stänger.
table-gone = Det bordet är stängt.
tournament-none = Det finns ingen sådan turnering.
tournament-unavailable = Den turneringen kan inte använda det här bordet nu.
tournament-closed = Den turneringen tar inte längre emot anmälningar.
tournament-seats = Varje deltagare behöver exakt en plats, och minst två.
tournament-not_running = Den turneringen pågår inte.
tournament-over = Den turneringen är redan slut.
amount-empty = Ange { $what } som ett helt antal marker.
amount-not_finite = Värdet för { $what } måste vara ett riktigt antal marker.
amount-fraction = Marker är heltal: { $what } kan inte ha decimaler.
amount-not_number = "{ $text }" är inget antal marker.
amount-boolean = Värdet för { $what } måste vara ett antal marker, inte ja eller nej.
amount-whole = Värdet för { $what } måste vara ett helt antal marker.
amount-negative = Värdet för { $what } kan inte vara negativt.
amount-too_small = Värdet för { $what } måste vara minst { $n } marker.
amount-too_large = Värdet för { $what } får vara högst { $n } marker.
amount-buy_in_range = Inköpet är { $n } till { $m } marker.
history-no_hand = Det finns ingen avslutad hand med det numret vid det här bordet.
history-voided = Den handen förklarades som feldelning, så den har ingen historik.
history-no_phh = Den här handen kan inte skrivas som PHH.
history-unreadable = Den handens protokoll går inte att läsa.
engine-refused = Det går inte att göra vid bordet just nu.
amount-too_many = Värdet för { $what } är fler marker än kortrummet kan räkna (högst { $n }).
bank-past_max = Det skulle ta bankrullen över { $n } marker, det mesta den rymmer.
what = { $what ->
    [buy_in] inköpet
    [top_up] påfyllningen
    [number_of_hands] antalet händer
    [grant] gåvan
    [page_number] sidnumret
    [hand_number] handnumret
    [starting_stack] startstacken
    [seat] platsnumret
    [bomb_pot_interval] bombpottsintervallet
    [big_blind] stora mörken
    [small_blind] lilla mörken
    [ante] anten
    [action_clock] klockan
    [time_bank] tidsbanken
    [entry_fee] avgiften
    [minimum_buy_in] minsta inköpet
    [maximum_buy_in] största inköpet
    [bet] satsningen
    [raise] höjningen
   *[amount] beloppet
}

## fel utifrån (när Discord eller databasen sviker boten)
fault-forged_option = Kommandot kom med ett alternativ som jag inte kan läsa ({ $name }). Inget ändrades; använd kommandot igen.
fault-muted = Jag kan inte skriva i den här kanalen: en administratör måste ge mig behörigheten Skicka meddelanden här. Bordet är pausat tills dess; inget ändrades.
fault-muted_admin = **Pausat**: jag kan inte skriva i den här kanalen (behörigheten Skicka meddelanden saknas). Ge mig den behörigheten så fortsätter bordet.
fault-bank_busy = Banken är upptagen, försök igen om en stund. Inget ändrades.

## datorspelare (en robots namn bär dess märke och stil) och all-in-odds
robot-name = { $mark } Bot · { $style }
robot-style-tight = tight
robot-style-loose = lös
robot-style-station = synare
robot-style-match = matchspelare
robot-added = { $player } tar plats { $seat } med en stack på { $stack } från huset.
robot-entered = { $player } är anmäld; huset betalar dess insats.
robot-removed = { $player } lämnar: den lägger sig när det är dess tur och går efter given.
robot-bad_style = Det finns ingen datorspelarstil ”{ $style }”: välj tight, loose, station eller match.
robot-full = Det här bordet har inte plats för fler datorspelare.
robot-forbidden = Den här servern har stängt av datorspelare; en admin kan tillåta dem med /poker settings bots.
robot-none = Det finns ingen datorspelare att ta bort där.
robot-headsup_only = Att spela mot datorn gäller heads-up-matchen; vid andra bord, använd /poker bot add.
settings-bots-on = Datorspelare är tillåtna på den här servern.
settings-bots-off = Datorspelare är avstängda på den här servern; de som redan sitter spelar vidare tills de tas bort.
odds-title = All-in · oddsen före { $street }
odds-hand = { $player } { $cards } · vinner { $win }{ $tie }
odds-tie = {" "}· delar { $tie }
odds-exact = Exakt: räknat över alla brädor som kan komma.
odds-estimate = Uppskattat från slumpade brädor (± { $error }).
odds-share = { $player } { $equity }
odds-at_all_in = Vid all-in: { $shares }
odds-picture = Vinner { $win } · delar { $tie }
street-all_in = All-in
bank-stats-robots = Mot datorspelare (räknas för sig) · givar: { $played } · vunna: { $won } · netto: { $net }
cmd-poker-bot = Datorspelare vid det här bordet
cmd-poker-bot-add = Ge en datorspelare en plats (bordets skapare eller en admin)
cmd-poker-bot-remove = Ta bort en datorspelare (bordets skapare eller en admin)
opt-style = Hur datorspelaren spelar
opt-robot_seat = Platsens nummer; utelämna för första lediga plats
opt-robot_remove_seat = Datorspelarens plats; utelämna för den sista
cmd-poker-settings = Den här serverns pokerinställningar
cmd-poker-settings-bots = Tillåt eller förbjud datorspelare på den här servern (Hantera server)
opt-bots = På tillåter datorspelare, av förbjuder dem
opt-opponent = Heads-up-match: spela mot en medlem eller mot datorn
choice-tight = tight
choice-loose = lös
choice-station = synare
choice-match = matchspelare
choice-on = på
choice-off = av
choice-member = en medlem
choice-bot = datorn
## statistik som spelare läser
bank-by-vpip = VPIP
bank-by-pfr = höjning före floppen
bank-by-bb_per_hundred = vunna big blinds per 100 händer
bank-by-cashes = turneringar på pengaplats
choice-vpip = VPIP
choice-pfr = höjning före floppen
choice-bb_per_hundred = big blinds per 100 händer
choice-cashes = turneringar på pengaplats
bank-percent = { $value } %
bank-bb_per_hundred = { $value } bb/100
bank-stats-play =
    VPIP: { $vpip } · PFR: { $pfr } · 3-bet: { $three_bet }
    Gick till showdown: { $wtsd } · Vann vid showdown: { $wsd }
    Vunna big blinds per 100 händer (cash): { $bb100 }
    Spelade sit-and-go: { $played } · på pengaplats: { $cashed }
    Heads-up-matcher: { $matches } · vunna: { $matches_won }

## förval (väljs innan det är din tur)
preaction-check_fold = Checka/Lägg
preaction-check = Checka
preaction-call = Syna { $amount }
preaction-call_any = Syna vad som helst
preaction-fold = Lägg om någon satsar
preaction-set = Förval för hand #{ $hand_no }: **{ $choice }**. Det görs åt dig när det blir din tur i den här satsningsrundan; tryck igen för att ångra.
preaction-cleared = Förvalet är borttaget: du väljer själv.
preaction-bet_changed = Satsningen är nu { $bet }: knappen gällde en annan satsning. Välj igen.
preaction-not_in_hand = Förval är för spelare som är kvar i handen och har marker kvar.
preaction-your_turn = Det är din tur nu: använd handlingsknapparna.

## mörkar som i ett kortrum
cmd-poker-straddle = Din stående straddle: lägg dubbla stora mörken när du sitter till vänster om den
opt-blind = Lägg en stora mörk för att spela direkt, eller vänta tills stora mörken når dig
opt-blinds = Lägg mörkarna du missade för att spela direkt, eller vänta på stora mörken
opt-straddle_choice = på: straddla när du kan; av: aldrig
choice-post = lägg nu
choice-wait = vänta på stora mörken
choice-on = på
choice-off = av
poker-sat_in-wait = Du är tillbaka: du får kort när stora mörken når dig.
poker-straddle-on = Straddle på: du lägger dubbla stora mörken när du sitter till vänster om den (från tre spelare).
poker-straddle-off = Straddle av.
straddle-cash_only = Straddle finns bara vid cashbord.
note-dead_small_blind = ingen lilla mörk den här handen (död lilla mörk: spelaren har gått)
note-post_to_enter = { $player } lägger en stora mörk på { $amount } för att komma in
note-missed_blinds = { $player } lägger de missade mörkarna, { $amount } (lilla mörken död)
note-missed_small_blind = { $player } lägger den missade lilla mörken, { $amount } död

## hemmaspelsval
cmd-poker-options = Hemmaspelsval för det här cashbordet: kör två gånger, bombpotter, kaninjakt
cmd-poker-bomb = Rösta för en bombpott nästa hand (den kommer när alla som sitter har röstat)
opt-run_it_twice = Erbjud spelare som är all-in att köra brädet två gånger
opt-bomb_every = En bombpott var N:e hand (0: bara genom omröstning)
opt-rabbit_hunt = Visa korten som skulle ha kommit efter en hand som slutade tidigt
poker-options = Hemmaspelsval: kör två gånger { $run_it_twice } · en bombpott var { $bomb_every }:e hand (0: genom omröstning) · kaninjakt { $rabbit_hunt }
poker-bomb-vote = { $player } röstar för en bombpott: { $votes } av { $needed }. `/poker bomb` för att vara med.
poker-bomb-agreed = { $player } röstar för en bombpott: { $votes } av { $needed }. Nästa hand är en bombpott!
options-cash_only = Hemmaspelsval finns bara vid cashbord.
rabbit-off = Det här bordet jagar inga kaniner: skaparen kan slå på det med `/poker options rabbit_hunt:True`.
rabbit-none = Hela brädet delades ut: det finns ingen kanin att jaga.
rabbit-shown = Kaninjakt, hand #{ $hand_no }: brädet { $board } hade fortsatt med **{ $cards }**.
run_twice-not_asked = Bara spelarna som är all-in svarar på om brädet ska köras två gånger.
button-run_twice = Kör två gånger
button-run_once = Kör en gång
button-rabbit = Kaninjakt
table-run_twice = Köra två gånger? { $players } svarar { $deadline } (inget svar: en gång)
table-bomb_next = Nästa hand är en bombpott.
note-bomb_pot = Bombpott: alla lägger { $amount } i ante, satsningen börjar på floppen
## round 2: the table in the channel
button-bet_to = Satsa { $amount }
button-raise_to = Höj till { $amount }
table-to_act-bank = **{ $player } på tur** · klockan går ut { $deadline }, sedan { $bank } s tidsbank
table-to_act-banking = **{ $player } på tur** · på tidsbanken, som går ut { $deadline }
terms-title = Bordets regler
terms-cash = { $betting } · inköp { $low }–{ $high } · { $seated }/{ $seats } platser
terms-headsup = { $betting } · en insats på { $stake } marker var
terms-sng = { $betting } · avgift { $entry } · startstack { $stack } · { $seated }/{ $seats } platser
terms-level = Nivå { $level }: mörkar { $small }/{ $big }
terms-next_level = nästa { $small }/{ $big } om { $hands ->
    [one] en hand
   *[other] { $hands } händer
}
terms-place = #{ $place } { $amount }
terms-payouts = Utbetalning: { $places }
terms-clock = Klocka { $clock } s
terms-clock-bank = Klocka { $clock } s + { $bank } s tidsbank
log-street = **{ $street }**
log-antes = ante { $amount } × { $count }
log-blinds = mörkar { $small }/{ $big }
log-small_blind = lilla mörken { $amount }
log-straddle = straddle { $amount }
note-sat_down = { $player } sätter sig med { $amount }
note-result-title = Hand #{ $hand_no } · resultat
note-match_over-result = { $game ->
    [tournament] { $player } vinner sit-and-go:n! Prispotten var { $amount } marker. Slutställning:
   *[other] { $player } vinner heads-up-matchen! Prispotten var { $amount } marker. Slutställning:
}
note-match_over-standing = { $place }. { $player } · stack { $stack } · pris { $prize }
note-match_over-hands = Spelade händer: { $hands }
ping-turn = { $player }, det är din tur.
cards-board = Brädet: { $board }
cards-hand = Din hand: **{ $name }**
cards-pot_odds = En syn på { $call } i en pott på { $pot }: pottodds { $ratio } mot 1 (du behöver { $percent } % equity)
poker-joined-chips = { $player } satte sig med { $amount } marker.
poker-table_moved = Bordet har flyttat: spela vidare på det senaste bordsmeddelandet.
poker-history-line-id = #{ $hand_no } (id { $hand_id }) · { $outcome }{ $detail }
poker-export-done-id = Hand #{ $hand_no } (id { $hand_id }) i PHH (bara det bordet såg).
poker-notify-on = Du blir pingad när det är din tur på den här servern.
poker-notify-off = Du blir inte längre pingad när det är din tur på den här servern.
cmd-poker-notify = Bli pingad (eller inte) när det är din tur
opt-notify = på eller av
seat-stake_fixed = Insatsen här är fast, { $entry } marker: använd `/poker join` utan belopp.
history-not_played = Du kan bara exportera en hand som du spelade.

## moments (issue 23): short all-ins, refusals, run it twice, pictures, words
history-bad_hand = ”{ $text }” är ingen hand: ange ett handnummer (12) eller ett hand-id från /poker history (7-12).
note-reminder-robot = { $player } funderar fortfarande — klockan går ut { $deadline }.
picture-first_run = 1:a körningen
picture-second_run = 2:a körningen
note-run-first = Första körningen
note-run-second = Andra körningen
table-board-first_run = **Brädet, 1:a körningen** { $cards }
table-board-second_run = **Brädet, 2:a körningen** { $cards }
rabbit-shown-empty = Kaninjakt, hand #{ $hand_no }: brädet hade blivit **{ $cards }**.
bank-leaderboard-empty-min_hands = Ingen finns på den här topplistan än: den rankar medlemmar som har spelat minst { $hands } händer här.
opt-ante_type = vem som lägger anten: varje spelare, eller stora mörken för hela bordet
terms-ante-every = Ante { $ante } från varje spelare
terms-ante-big_blind = Stora mörkens ante { $ante }: stora mörken lägger den för hela bordet
table-ante-big_blind = stora mörkens ante { $ante }
config-ante_type = Anten läggs av varje spelare (every) eller av stora mörken för hela bordet (big_blind).
choice-every = varje spelare
choice-big_blind = stora mörken (big blind-ante)
log-street-second_run = **{ $street }** (2:a körningen)
# Ren avstängning (ärende 26): ett klick eller kommando medan botten stängs av
fault-restarting = Kortrummet startar om en kort stund. Din hand och dina marker finns kvar; försök igen om en minut.
## sharing: händer värda att dela (repris, export till handspårare, sessionens kassabok)
cmd-poker-replay = Se en hand igen som animation (bara du, om du inte delar den)
cmd-poker-ledger = Sessionens kassabok: inköp, uttag, stackar och vem som är skyldig vem
opt-export_format = phh (det öppna formatet) eller pokerstars (för handspårare)
opt-share = Lägg upp den i kanalen för alla (utan någons ovisade kort)
opt-session = Sessionen som pågår, eller den senast avslutade
choice-current = pågående session
choice-last = senaste session
button-replay = Repris
replay-fold = { $player } lägger sig
replay-check = { $player } checkar
replay-call = { $player } synar { $amount }
replay-bet = { $player } satsar { $amount }
replay-raise = { $player } höjer till { $amount }
replay-shows = { $player } visar
replay-wins = { $player } vinner { $amount }
replay-second_run = Andra omgången · { $street }
replay-private = Repris av hand #{ $hand_no } (id { $hand_id }): dina egna kort och händerna som visades.
replay-shared = Repris av hand #{ $hand_no } (id { $hand_id }): bara händerna som visades vid bordet.
sharing-export-stars = Hand #{ $hand_no } (id { $hand_id }) i PokerStars-format, för handspårare (bara det bordet såg).
sharing-export-many = Dina senaste { $count } händer vid det här bordet, i { $format } (bara det bordet såg).
sharing-no_hands = Du har inte spelat någon avslutad hand vid det här bordet än.
sharing-no_session = Kanalens bord har ingen sådan session.
sharing-cash_only = Kassaboken gäller cashbord: en match eller sit-and-go har inga inköp att göra upp.
sharing-ledger-current = Kassabok · pågående session
sharing-ledger-last = Kassabok · senaste session
sharing-ledger-line = { $player }: in { $bought_in } · ut { $cashed_out } · stack { $stack } · netto { $net }
sharing-ledger-empty = Ingen har suttit vid bordet än.
sharing-ledger-pot_title = Hand pågår
sharing-ledger-in_pot = { $amount } marker ligger i potten: nettot går jämnt ut när handen är avgjord.
sharing-ledger-settle_title = Gör upp
sharing-ledger-transfer = { $payer } → { $payee }: { $amount }
sharing-ledger-square = Alla är kvitt.
sharing-ledger-footer = Bara bordets marker: inga riktiga pengar byter ägare.
sharing-ledger-col-member = spelare
sharing-ledger-col-bought_in = köpt in
sharing-ledger-col-cashed_out = tagit ut
sharing-ledger-col-stack = stack nu
sharing-ledger-col-net = netto
choice-phh = PHH
choice-pokerstars = PokerStars
# Turneringar med flera bord (/poker tournament)
tournament-lobby_taken = Den här kanalen har redan en öppen turnering: avsluta eller ställ in den först.
tournament-started = Turneringen har redan börjat: inköp betalas inte längre tillbaka.
tournament-not_registered = Du är inte anmäld till den här turneringen.
tournament-addon_taken = Du har redan tagit ditt add-on.
tournament-points_recorded = Turneringens poäng är redan registrerade.
cmd-poker-tournament = Turneringar med flera bord i den här kanalen
cmd-poker-tournament-create = Öppna en turnering här och posta dess lobby (Hantera server)
cmd-poker-tournament-register = Anmäl dig till kanalens turnering (inköpet tas från din bankrulle)
cmd-poker-tournament-unregister = Dra dig ur före start: du får tillbaka ditt inköp
cmd-poker-tournament-status = Turneringens spelare, prispott, start och utbetalningar
cmd-poker-tournament-start = Starta turneringen nu (arrangören eller Hantera server)
cmd-poker-tournament-cancel = Ställ in turneringen (arrangören eller Hantera server)
opt-mtt-name = Turneringens namn
opt-mtt-start_in = Minuter till start (0: när arrangören startar); över 0 skapas ett serverevenemang
opt-mtt-entry = Inköp i marker från varje spelares bankrulle (0: en freeroll)
opt-mtt-chips = Startstack i turneringsmarker
opt-mtt-table_size = Platser per bord (2 till 10)
opt-mtt-levels = Mörkarstruktur: turbo, vanlig eller djup
opt-mtt-level_minutes = Minuter per mörkarnivå (0,5 till 60)
opt-mtt-late_levels = Anmälan är öppen till och med den här nivån (0: stänger vid start)
opt-mtt-payouts = Vilka som får pris: de bästa 10, 15 eller 20 % av deltagarna, eller bara vinnaren
opt-mtt-rebuys = Tillåt rebuys medan anmälan är öppen
opt-mtt-addon = Erbjud ett add-on i pausen som stänger anmälan
opt-mtt-min_players = Minsta antal spelare för start (med färre betalas alla inköp tillbaka)
choice-turbo = turbo
choice-regular = vanlig
choice-deep = djup
mtt-levels-turbo = turbo
mtt-levels-regular = vanliga
mtt-levels-deep = djupa
mtt-payouts-top_ten = de bästa 10 % av deltagarna
mtt-payouts-top_fifteen = de bästa 15 % av deltagarna
mtt-payouts-top_twenty = de bästa 20 % av deltagarna
mtt-payouts-winner = vinnaren tar allt
mtt-lobby-title = **{ $name }** · turnering med flera bord
mtt-lobby-terms = Inköp { $entry } · startstack { $chips } · { $seats } platser per bord · { $levels } mörkar, nivåer på { $minutes } minuter
mtt-lobby-payouts = Utbetalning: { $payouts } · minst { $min } spelare
mtt-lobby-late = Sen anmälan till och med nivå { $level }
mtt-lobby-rebuys = Rebuys medan anmälan är öppen
mtt-lobby-addon = Add-on i pausen som stänger anmälan
mtt-lobby-cancelled = Inställd: alla inköp har betalats tillbaka.
mtt-lobby-starts = Startar { $when } ({ $relative })
mtt-lobby-starts_on_command = Startar när arrangören kör `/poker tournament start`
mtt-lobby-players = Anmälda ({ $count }): { $names }
mtt-lobby-nobody = Ingen har anmält sig än.
mtt-lobby-pool = Prispott: { $pool }
mtt-button-register = Anmäl mig
mtt-button-unregister = Avanmäl mig
mtt-chips = { $n } marker
mtt-created = { $name } är öppen för anmälan i den här kanalen.
mtt-event_created = Serverevenemanget är schemalagt.
mtt-no_event = Serverevenemanget kunde inte skapas (boten behöver behörigheten Skapa evenemang); turneringen är öppen ändå.
mtt-event-description = Texas Hold'em-turnering · inköp { $entry }
mtt-registered = Du är anmäld till { $name }: { $entry } gick till prispotten.
mtt-unregistered = Du har dragit dig ur { $name }: { $entry } gick tillbaka till din bankrulle.
mtt-cancelled = { $name } är inställd: alla inköp har betalats tillbaka.
mtt-status-players = Anmälda spelare: { $count } (minst { $min } för att starta)
mtt-status-places = Prisplatser som det ser ut nu: { $places } ({ $prizes })
mtt-status-first_level = Första nivån: mörkar { $small }/{ $big }, { $minutes } minuter
mtt-status-you_in = Du är anmäld.
mtt-status-you_out = Du är inte anmäld.
tournament-none_here = Det finns ingen öppen turnering i den här kanalen.
tournament-host_only = Bara turneringens arrangör eller en admin kan göra det.
tournament-too_few = { $n } anmälda: turneringen behöver minst { $m } spelare för att starta.
tournament-tables_pending = Turneringens bord kan inte köras än: det kommer med botens nästa uppdatering. Anmälan är fortfarande öppen.
tournament-lobby_thread = Öppna en turnering i en textkanal, inte i en tråd.
mtt-cancelled_short = { $name } är inställd: färre än { $min } spelare var anmälda vid start. Alla inköp har betalats tillbaka.
cmd-poker-season = Turneringssäsonger här: hur långa de är och var slutställningen postas (Hantera server)
opt-season-length = Månadsvis, kvartalsvis eller årsvis, enligt kalendern
opt-season-channel = Var slutställningen postas (standard: den här kanalen)
choice-monthly = månadsvis
choice-quarterly = kvartalsvis
choice-yearly = årsvis
mtt-season-monthly = månadsvisa
mtt-season-quarterly = kvartalsvisa
mtt-season-yearly = årsvisa
mtt-season-set = Turneringssäsongerna här är nu { $length }: den här pågår från { $start } till { $end }, och slutställningen postas i { $channel }.
mtt-season-final = Slutställning för turneringssäsongen { $start } – { $end }
mtt-season-line = { $rank }. { $player } · { $points } poäng
choice-top-ten-percent = bästa 10 %
choice-top-fifteen-percent = bästa 15 %
choice-top-twenty-percent = bästa 20 %
choice-winner-takes-all = vinnaren tar allt

## Running multi-table tournaments (the conductor and its tables)
mtt-table_conducted = Ett turneringsbord stängs när turneringen bryter upp det.
mtt-table_thread = { $name } · bord { $number }
mtt-started = { $name } har börjat på { $tables } bord: hitta din plats i trådarna nedan. Lycka till!
mtt-results-title = Resultat för { $name }
mtt-results-line = { $place }:{ ORDINAL($place) ->
    [one] a
   *[other] e
} · { $player } · { $prize }
mtt-running-level = Nivå { $level }: mörkar { $small }/{ $big }, ante { $ante } · nästa nivå om { $minutes } min { $seconds } s
mtt-running-players = Spelare kvar { $left } av { $entrants } · genomsnittlig stack { $average }
mtt-running-prizes = Utbetalningar: { $prizes }
mtt-running-break = Paus: spelet fortsätter på nästa nivå.
mtt-running-your_table = Ditt bord: { $table }
mtt-cancelled_running = { $name } är inställd: prispotten har delats mellan spelarna som är kvar, enligt reglerna.
mtt-running-leaders = Flest marker: { $leaders }
mtt-season-current = Turneringssäsongen { $start } – { $end }
mtt-season-empty = Inga turneringspoäng än den här säsongen.
choice-season = säsongspoäng

## Tournaments: the ICM deal, shared places, season pages, repeats, computer players
cmd-poker-tournament-deal = Föreslå en ICM-deal vid finalbordet (en spelare som är kvar)
mtt-deal-proposal = { $player } föreslår en ICM-deal som avslutar { $name }: varje spelare får sitt förväntade pris efter marker. Alla måste godkänna inom { $seconds } sekunder; bordet väntar under tiden.
mtt-deal-line = { $yes } { $player } · { $chips } marker · får { $prize }
mtt-deal-declined = Nej tack: dealen är av och spelet fortsätter.
mtt-deal-agreed = Alla godkände: turneringen slutar med den här dealen.
mtt-deal-expired = Tiden för dealen tog slut: spelet fortsätter.
mtt-deal-proposed = Din deal är föreslagen i finalbordets tråd.
mtt-deal-after_hand = Din deal föreslås i finalbordets tråd när den här given är slut.
mtt-button-accept = Godkänn
mtt-button-decline = Avböj
mtt-results-by_deal = Resultat för { $name } (avslutad med en deal)
tournament-deal_final = En deal kan bara föreslås vid finalbordet, med minst två spelare kvar.
tournament-deal_players = Bara spelare som är kvar kan föreslå eller svara på en deal.
tournament-deal_open = En deal är redan föreslagen: svara på den först.
tournament-deal_robots = Datorspelare är fortfarande kvar: en deal kräver allas ja, så ingen erbjuds.
tournament-deal_late = Ingen deal medan anmälan är öppen: prispotten kan fortfarande växa.
tournament-deal_gone = Den dealen är inte längre öppen.
mtt-place = { $place }:{ ORDINAL($place) ->
    [one] a
   *[other] e
}
mtt-place-range = { $best }:{ ORDINAL($best) ->
    [one] a
   *[other] e
}–{ $worst }:{ ORDINAL($worst) ->
    [one] a
   *[other] e
}
mtt-results-shared = { $places } · { $player } · { $prize }
mtt-running-your_place = Du slutade { $places } · pris { $prize }
mtt-season-page = Sida { $page }
opt-mtt-repeat = Öppna nästa en dag eller en vecka senare när den här slutar (kräver start_in)
choice-daily = dagligen
choice-weekly = varje vecka
mtt-lobby-repeat-daily = Upprepas dagligen: nästa öppnar när den här slutar.
mtt-lobby-repeat-weekly = Upprepas varje vecka: nästa öppnar när den här slutar.
mtt-repeat-next = Nästa { $name } är öppen för anmälan här.
tournament-repeat_start = En återkommande turnering behöver en starttid: ange `start_in` över 0.
mtt-series_stopped = Dess serie slutar här: ingen nästa öppnas.
opt-mtt-bots = Datorspelare som fyller fältet (gratisplatser; de vinner inga marker)
tournament-bots_off = Datorspelare är avstängda på den här servern (`/poker settings bots`).
mtt-lobby-bots = { $count } datorspelare är med från starten (de vinner inga marker).

## A running tournament: late entries, rebuys, the add-on, pause and resume
cmd-poker-tournament-rebuy = Rebuy medan anmälan är öppen (med högst startstacken, eller utan marker)
cmd-poker-tournament-addon = Ta add-on på den nivå eller paus som stänger anmälan
cmd-poker-tournament-pause = Pausa turneringens klocka (arrangören eller Hantera server)
cmd-poker-tournament-resume = Starta turneringens klocka igen (arrangören eller Hantera server)
tournament-late_closed = Anmälan till den här turneringen har stängt.
tournament-rebuys_off = Den här turneringen har inga rebuys.
tournament-rebuy_closed = Rebuys stängde med anmälan.
tournament-rebuy_stack = En rebuy är för en stack på högst startstacken på { $n }.
tournament-addon_off = Den här turneringen har ingen add-on.
tournament-addon_closed = Add-on erbjuds bara när anmälan stänger (dess sista nivå eller pausen efter den).
tournament-paused = Turneringens klocka står redan still.
tournament-not_paused = Turneringens klocka står inte still.
mtt-registered_late = Du är med i { $name }: { $entry } gick till prispotten. Din plats: { $table } (du får kort från nästa hand där).
mtt-rebuy-given = Rebuy tagen: { $entry } gick till prispotten och { $chips } marker finns i din stack vid { $table }.
mtt-rebuy-owed = Rebuy tagen: { $entry } gick till prispotten; { $chips } marker läggs till din stack vid { $table } när given där är slut.
mtt-addon-given = Add-on tagen: { $entry } gick till prispotten och { $chips } marker finns i din stack vid { $table }.
mtt-addon-owed = Add-on tagen: { $entry } gick till prispotten; { $chips } marker läggs till din stack vid { $table } när given där är slut.
mtt-paused = { $name } är pausad: pågående händer spelas klart och ingen ny hand delas ut förrän den fortsätter.
mtt-resumed = { $name } fortsätter: klockan går igen.
mtt-running-paused = Pausad: ingen ny hand förrän arrangören fortsätter.
mtt-running-late_open = Sen anmälan är öppen till och med nivå { $level }: `/poker tournament register`.
mtt-running-addon_open = Add-on erbjuds nu: `/poker tournament addon`.
