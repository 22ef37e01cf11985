# English (en-US): the complete catalogue, and the fallback of every other language.
#
# Glossary (the words the interface uses; translators keep one word per idea):
#   blinds (small blind, big blind), ante, straddle, button; preflop, flop, turn, river,
#   showdown; fold, check, call, bet, raise, all-in, muck; pot, main pot, side pot;
#   stack, bankroll, buy-in, top-up, chips; cash table, heads-up match, sit-and-go;
#   hand names: high card, pair, two pair, three of a kind, straight, flush, full house,
#   four of a kind, straight flush, royal flush.
#
# Ids are the code's dotted keys with dashes ("table.seat" is table-seat). Numbers come in
# as numbers (grouped per language by the bot); $player is a Discord mention.

## error
error-unexpected = Sorry, something went wrong on our side. Please try again.
error-no_permission = You need the Manage Server permission to do that.
error-guild_only = Poker is played in a server channel, not in direct messages.
error-cooldown = Slow down a little: try again in { $seconds ->
    [one] one second
   *[other] { $seconds } seconds
}.
error-bad_option = "{ $value }" is not a valid value for that option.
error-check_failed = You can't use that command here.
error-not_your_buttons = These buttons belong to { $owner }'s request. Run the command yourself.
error-not_your_turn = It is not your turn yet.
error-stale_button = That button belongs to an earlier hand.
error-not_in_hand = You are not in this hand, so these buttons are not for you.
error-headsup_fixed = The heads-up match always plays the game card (blinds 1/2, 100 chips, ten hands); leave out the other options.
error-free_amounts = This format only allows the half-pot, pot and all-in raises.

## cmd
cmd-poker = Texas Hold'em at this channel's table
cmd-poker-create = Open a table in this channel
cmd-poker-join = Take a seat at this channel's table
cmd-poker-leave = Leave the table (your stack goes back to your bankroll)
cmd-poker-start = Deal the first hand
cmd-poker-table = Post the table again
cmd-poker-cards = See your hole cards (only you)
cmd-poker-sitout = Sit out from the next hand
cmd-poker-sitin = Come back in from the next hand
cmd-poker-topup = Add chips from your bankroll to your stack
cmd-poker-history = The last hands played here
cmd-poker-export = A hand in PHH format, as a file (only what the table saw)
cmd-poker-close = Close the table (its creator, or Manage Server)
cmd-poker-deck = How your own cards look
cmd-poker-deck-style = Draw your own cards classic or four-colour (this server)

## opt
opt-deck_style = Classic (two colours) or four-colour (♦ blue, ♣ green)

## deck
deck-classic = classic
deck-four_colour = four-colour

## cmd
cmd-poker-misdeal = Declare a misdeal: the hand is void (Manage Server)
cmd-fold = Fold your hand
cmd-check = Check
cmd-call = Call the current bet
cmd-bet = Bet an amount
cmd-raise = Raise to a total for this betting round
cmd-allin = Put your whole stack in
cmd-balance = A bankroll in this server
cmd-daily = Collect your daily chips
cmd-leaderboard = The server's leaderboard
cmd-stats = Poker stats of a member
cmd-bank = Bank administration (Manage Server)
cmd-bank-grant = Give chips to a member's bankroll (Manage Server)

## opt
opt-game = Cash table, the heads-up ten-hand match, or a sit-and-go
opt-small_blind = The small blind
opt-big_blind = The big blind
opt-betting = No-limit, pot-limit or fixed-limit
opt-seats = How many seats (2 to 10)
opt-min_buy_in = The smallest buy-in (a sit-and-go's entry fee)
opt-max_buy_in = The largest buy-in
opt-straddle = The player left of the big blind straddles every hand
opt-ante = An ante from every player dealt in
opt-clock = Seconds each player has to act
opt-buy_in = Chips to bring to the table
opt-amount = Chips
opt-raise_to = The total your bet becomes this round
opt-count = How many hands
opt-hand = The hand number, or its id from /poker history such as 7-12 (the last one if left out)
opt-member = The member (you if left out)
opt-by = What to rank by
opt-page = Which page
opt-grant_member = Who receives the chips

## table
table-title = Texas Hold'em · { $structure } · { $small_blind }/{ $big_blind }
table-title-headsup = Heads-up match · blinds { $small_blind }/{ $big_blind }
table-title-tournament = Sit-and-go · { $structure } · blinds { $small_blind }/{ $big_blind }
table-ante = ante { $ante }
table-no_players = No one is seated yet. Use `/poker join` to take a seat.
table-waiting = Waiting for the first hand. `/poker start` deals it.
table-next_hand = The next hand is dealt { $when }.
table-waiting-players = Waiting for players: two need to be seated and in.
table-closed = This table is closed.
table-seat = { $marker } Seat { $seat } · { $player } · { $stack } chips{ $bet }{ $state }
table-seat-bet = {" "}· bet { $bet }
table-state-folded = {" "}· folded
table-state-all_in = {" "}· **all-in**
table-state-sitting_out = {" "}· sitting out
table-state-waiting = {" "}· waiting
table-board = **Board** { $cards }
table-board-empty = **Board** —
table-pot = **Pot** { $total }
table-pot-sides = **Pot** { $total } (main { $main }; side { $sides })
table-to_act = **{ $player } to act** · time runs out { $deadline }
table-to_act-call = { $player } may fold, call { $call } or raise
table-recent = **Last** { $lines }
table-footer = Hand #{ $hand_no } · { $street }
table-footer-idle = Between hands · { $seats } seated

## street
street-preflop = Preflop
street-flop = Flop
street-turn = Turn
street-river = River
street-showdown = Showdown
street-between = Between hands

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
button-my_cards = My cards
button-previous = Previous
button-next = Next

## modal
modal-title-raise = Raise (hand #{ $hand_no })
modal-title-bet = Bet (hand #{ $hand_no })
modal-label = Raise to ({ $minimum } to { $maximum })
modal-label-bet = Bet ({ $minimum } to { $maximum })
modal-placeholder = A total between { $minimum } and { $maximum }
modal-no_raise = You can't bet or raise right now.

## note
note-hand_started = Hand #{ $hand_no } is dealt.
note-fold = { $player } folds
note-check = { $player } checks
note-call = { $player } calls { $amount }
note-bet = { $player } bets { $amount }
note-raise = { $player } raises to { $amount }
note-all_in = { $player } is all-in for { $amount }
note-all_in-suffix = {" "}(all-in)
note-muck = { $player } mucks
note-show = { $player } shows
note-ante = { $player } antes { $amount }
note-small_blind = { $player } posts the small blind { $amount }
note-big_blind = { $player } posts the big blind { $amount }
note-straddle = { $player } straddles { $amount }
note-uncalled = { $player } takes back an uncalled { $amount }
note-action = { $player } acts
note-street = **{ $street }** · { $cards }
note-street-board = Board: { $board }
note-showdown-title = Showdown · hand #{ $hand_no }
note-showdown-hand = { $player } shows { $cards } — { $description }{ $won }
note-showdown-won = {" "}· wins { $amount }
note-pot-main = Main pot
note-pot-side = Side pot { $number }
note-pot-award = { $pot } ({ $amount }): { $winners }
note-hand_won = { $player } wins { $amount } (everyone else folded)
note-hand_voided = Hand #{ $hand_no } was declared a misdeal: every chip went back.
note-timed_out = { $player } ran out of time
note-sat_out = { $player } is sitting out
note-player_left = { $player } left the table
note-player_left-chips = { $player } left the table with { $amount } chips
note-eliminated = { $player } is out in { $place }{ ORDINAL($place) ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
} place
note-out_of_chips = { $player } is out of chips: `/poker topup` at least { $amount } to play on, or `/poker leave`
note-level_up = The blinds go up
note-level_up-big_blind = The blinds go up: the big blind is now { $amount }
note-match_over = The match is over.
note-match_over-won = { $player } wins! The prize pool was { $amount } chips.
note-match_over-draw = The match is a draw: every stake goes back.
note-reminder = { $player }, it's your turn — the clock runs out { $deadline }.
note-dm_failed = { $player }, I couldn't send you your cards by direct message. Press **My cards** on the table (or use `/poker cards`) to see them.

## cards
cards-dm = Your cards for hand #{ $hand_no } in { $channel }: **{ $cards }**
cards-ephemeral = Your cards for hand #{ $hand_no }: **{ $cards }**
cards-none = You have no cards in the current hand.

## poker
poker-created = { $player } opened a table here. Use `/poker join` to sit down.
poker-joined = { $player } sat down.
poker-left = { $player } left the table.
poker-started = Shuffle up and deal!
poker-sat_out = You are sitting out from the next hand.
poker-sat_in = You are back in from the next hand.
poker-topped_up = Added { $amount } chips to your stack.
poker-table_posted = The table is posted below.
poker-closed = The table is closed. Every stack went back to its bankroll.
poker-misdeal = Misdeal declared: the hand is void and every chip went back.
poker-acted = Done.
poker-history-title = { $count ->
    [one] The last hand here
   *[other] The last { $count } hands here
}
poker-history-empty = No hands have been played at this table yet.
poker-history-line = #{ $hand_no } · { $outcome }{ $detail }
poker-history-won = { $winners } won { $pot }
poker-history-voided = misdeal (void)
poker-history-net = you { $net }
poker-export-done = Hand #{ $hand_no } in PHH (only what the table saw).
poker-deck_style = Your cards will be drawn { $style } on this server, in your direct messages and under **My cards**. The table picture stays classic for everyone.

## bank
bank-balance = { $player } has **{ $balance }** chips.
bank-balance-daily_ready = The daily reward is ready: `/daily`.
bank-balance-daily_at = Next daily reward { $when }.
bank-daily = You collected **{ $amount }** chips. Your bankroll now holds { $balance }.
bank-granted = Granted { $amount } chips to { $player }. Their bankroll now holds { $balance }.
bank-leaderboard-title = Leaderboard · { $by }
bank-leaderboard-empty = Nobody is on this leaderboard yet.
bank-leaderboard-line = **{ $rank }.** { $player } · { $value }
bank-leaderboard-footer = Page { $page } of { $pages }
bank-by-bankroll = bankroll
bank-by-net_won = net chips won
bank-by-hands_won = hands won
bank-stats-title = Poker stats
bank-stats-who = { $player }
bank-stats-body =
    Hands played: { $played }
    Hands won: { $won }
    Net chips won: { $net }
    Biggest pot: { $biggest }
    Showdowns won: { $showdowns }

## hands (the category and the ranks that matter; $rank is one rank, $ranks its plural)
rank-one = { $rank ->
    [ace] ace
    [king] king
    [queen] queen
    [jack] jack
    [ten] ten
    [nine] nine
    [eight] eight
    [seven] seven
    [six] six
    [five] five
    [four] four
    [three] three
   *[two] two
}
rank-many = { $rank ->
    [ace] aces
    [king] kings
    [queen] queens
    [jack] jacks
    [ten] tens
    [nine] nines
    [eight] eights
    [seven] sevens
    [six] sixes
    [five] fives
    [four] fours
    [three] threes
   *[two] twos
}
hand-high_card = High card, { $rank }
hand-one_pair = Pair of { $ranks }
hand-two_pair = Two pair, { $ranks } and { $second }
hand-three_of_a_kind = Three of a kind, { $ranks }
hand-straight = Straight, { $rank } high
hand-flush = Flush, { $rank } high
hand-full_house = Full house, { $ranks } full of { $second }
hand-four_of_a_kind = Four of a kind, { $ranks }
hand-straight_flush = Straight flush, { $rank } high
hand-royal_flush = Royal flush

## betting structures and game kinds (titles, choices)
betting-no-limit = No-limit
betting-pot-limit = Pot-limit
betting-fixed-limit = Fixed-limit
choice-cash = cash table
choice-headsup = heads-up match
choice-tournament = sit-and-go
choice-no-limit = no-limit
choice-pot-limit = pot-limit
choice-fixed-limit = fixed-limit
choice-bankroll = bankroll
choice-net_won = net chips won
choice-hands_won = hands won
choice-classic = classic
choice-four-colour = four-colour

## match and tournament status
status-match_over = Match over
status-waiting = Waiting for players ({ $count } of 2)
status-hand_of = Hand { $hand } of { $hands }
status-tournament_over = Tournament over
status-registering = Registering ({ $count } entered)
status-level = Level { $level }, { $left } players left

## the table picture
picture-pot = Pot { $amount }
picture-main = Main { $amount }
picture-side = Side { $amount }
picture-seat = Seat { $seat }
picture-open = Seat { $seat } · open
picture-all_in = ALL-IN
picture-folded = FOLDED
picture-away = AWAY
picture-to_act = TO ACT
picture-hand = Hand #{ $number }
picture-showdown = Showdown
picture-wins = Wins { $amount }
picture-player = Player
reminder-soon = soon

## /poker language
cmd-poker-language = The language the table speaks in this channel's server (Manage Server)
opt-language = The server's language for tables, streets and results
language-set = On this server the tables now speak { $language }. Private replies follow each member's own Discord language.
language-name-en-US = English
language-name-sv-SE = Svenska
language-name-da = Dansk
language-name-cs = Čeština
language-name-nl = Nederlands
language-name-bg = Български

## the card room's refusals (codes from cardroom/errors.py)
error-not_seated = You are not seated at this table.
error-already_seated = You already have a seat at this table.
error-table_full = This table is full. Try again when a seat opens.
error-no_table = There is no open table in this channel.
server-elsewhere = This server's tables are run by another process of the bot right now, so no table can be opened from here. Please try again in a minute.
server-paused = This table is paused for a moment while the bot reconnects. Nothing was lost; please try again in a minute.
error-table_exists = This channel already has an open table.
error-stale_moment = That button is from an earlier moment of this hand — the table has moved on.
error-hand_in_progress = Please wait until the current hand is over.
chips-short = You need { $needed } chips but your { $where ->
    [stack] stack
   *[bankroll] bankroll
} only has { $available }.
chips-none = You need { $needed } chips but your { $where ->
    [stack] stack
   *[bankroll] bankroll
} is empty.
bank-already_claimed = You have already claimed your daily chips. Come back in { $wait }.
wait-hours = { $hours ->
    [one] one hour
   *[other] { $hours } hours
}
wait-minutes = { $minutes ->
    [one] one minute
   *[other] { $minutes } minutes
}
bank-too_full = Your bankroll is too full to take the daily chips.
admin-grant_only = Only a server admin can grant chips.
admin-take_only = Only a server admin can take chips away.
amount-page = The page must be a whole number, such as 2.
deck-unknown = "{ $style }" is not a deck style.
game-started = This game has already started; wait for the next one.
seat-already_entered = You are already entered.
game-headsup_two = A heads-up match needs exactly two players.
game-two_enter = At least two players need to enter.
seat-already_out = You are already sitting out.
seat-not_out = You are not sitting out.
seat-empty = Seat { $n } is empty.
seat-range = This table has seats 1 to { $n }.
seat-tournament = Seats at a tournament table are dealt when it starts.
seat-entry_final = An entry can't be withdrawn; the creator can close the table, which refunds every entry.
seat-taken = Seat { $n } is taken. Please choose another seat.
config-game = Choose a cash table, a heads-up match or a sit-and-go.
config-betting = The betting must be no-limit, pot-limit or fixed-limit.
config-seats = A table has 2 to 10 seats.
act-unknown = That is not something you can do at the table.
act-headsup_raises = In the heads-up match you raise with ½ pot, Pot or All-in.
act-cannot_raise = You cannot bet or raise now.
act-call_or_fold = You may only call or fold now.
act-all_in_max = You cannot go all-in here: the most you can make it is { $n }.
act-cannot_bet = You cannot bet or raise now: you may call, check or fold.
raise-too_small = The smallest { $kind ->
    [bet] bet
   *[raise] raise
} you can make is to { $n }.
raise-too_large = The largest { $kind ->
    [bet] bet
   *[raise] raise
} you can make is to { $n }.
raise-minimum = The minimum is { $n }.
raise-maximum = The maximum is { $n }.
act-cannot_check = You cannot check: it is { $n } to call.
act-nothing_to_call = There is nothing to call: check instead.
act-already_bet = There is already a bet: raise instead.
act-no_bet = There is no bet to raise: bet instead.
amount-say_how_much = Say how much: a whole number of chips.
act-betting_over = Betting is over: show or muck your hand.
act-not_now = You cannot do that during the betting.
hand-over = The hand is over.
hand-not_in = You are not in this hand.
hand-not_dealt = You are not in this hand; you will be dealt in next time.
hand-none = No hand is being played.
topup-fixed = Stacks in a match or sit-and-go can't be topped up.
topup-between_hands = You can top up between hands.
topup-at_max = Your stack is already at the table's maximum of { $n }.
topup-below_min = Your stack of { $n } is below the table's minimum buy-in of { $m }: top up by at least { $o } chips (at most { $p }).
topup-too_much = The top-up can be at most { $n } chips: stacks here go up to { $m }.
topup-too_large = That top-up would make your stack too large.
table-host_only = Only the table's creator or an admin can do that.
table-started = The table has already started.
table-two_needed = At least two players need to be seated and in.
table-hand_first = Finish or void the hand in progress before closing.
table-gone = That table is closed.
tournament-none = There is no such tournament.
tournament-unavailable = That tournament can't use this table now.
tournament-closed = That tournament is no longer taking entries.
tournament-seats = Every entrant needs exactly one seat, and at least two.
tournament-not_running = That tournament is not running.
tournament-over = That tournament is already over.
amount-empty = Please enter the { $what } as a whole number of chips.
amount-not_finite = The { $what } must be an actual number of chips.
amount-fraction = Chips are whole numbers: the { $what } can't have a fraction.
amount-not_number = "{ $text }" is not a number of chips.
amount-boolean = The { $what } must be a number of chips, not yes or no.
amount-whole = The { $what } must be a whole number of chips.
amount-negative = The { $what } can't be negative.
amount-too_small = The { $what } must be at least { $n ->
    [one] { $n } chip
   *[other] { $n } chips
}.
amount-too_large = The { $what } can be at most { $n } chips.
amount-buy_in_range = The buy-in is { $n } to { $m } chips.
history-no_hand = There is no finished hand with that number at this table.
history-voided = That hand was voided as a misdeal, so it has no history.
history-no_phh = This hand can't be written as PHH.
history-unreadable = That hand's record can't be read.
engine-refused = That can't be done at the table right now.
amount-too_many = That { $what } is more chips than the card room can count (the most is { $n }).
bank-past_max = That would take the bankroll past { $n } chips, the most it can hold.
# The amounts the card room names ("the buy-in", "the top-up", ...): a term each refusal uses.
what = { $what ->
    [buy_in] buy-in
    [top_up] top-up
    [number_of_hands] number of hands
    [grant] grant
    [page_number] page number
    [hand_number] hand number
    [starting_stack] starting stack
    [seat] seat number
    [bomb_pot_interval] bomb pot interval
    [big_blind] big blind
    [small_blind] small blind
    [ante] ante
    [action_clock] action clock
    [time_bank] time bank
    [entry_fee] entry fee
    [minimum_buy_in] minimum buy-in
    [maximum_buy_in] maximum buy-in
    [bet] bet
    [raise] raise
   *[amount] amount
}

## faults (what the bot says when Discord or the database fails it; see docs/DESIGN.md)
fault-forged_option = That command arrived with an option I can't read ({ $name }). Nothing was changed; please use the command again.
fault-muted = I can't post in this channel: an admin must give me the Send Messages permission here. The table is paused until then; nothing was changed.
fault-muted_admin = **Paused**: I can't post in this channel (Send Messages is missing). Give me that permission and the table continues.
fault-bank_busy = The bank is busy, try again in a moment. Nothing was changed.

## computer players (a robot's name carries its mark and its style) and all-in odds
robot-name = { $mark } Bot · { $style }
robot-style-tight = tight
robot-style-loose = loose
robot-style-station = calling station
robot-style-match = match player
robot-added = { $player } takes seat { $seat } with a stack of { $stack } from the house.
robot-entered = { $player } is entered; the house pays its entry.
robot-removed = { $player } is leaving: it folds when its turn comes and goes after the hand.
robot-bad_style = There is no computer player style “{ $style }”: choose tight, loose, station or match.
robot-full = This table has no room for more computer players.
robot-forbidden = This server has turned computer players off; an admin can allow them with /poker settings bots.
robot-none = There is no computer player to remove there.
robot-headsup_only = Playing against the computer is for the heads-up match; at other tables use /poker bot add.
settings-bots-on = Computer players are allowed on this server.
settings-bots-off = Computer players are turned off on this server; those already seated play on until they are removed.
odds-title = All-in · the odds before the { $street }
odds-hand = { $player } { $cards } · wins { $win }{ $tie }
odds-tie = {" "}· ties { $tie }
odds-exact = Exact: counted over every board still to come.
odds-estimate = Estimated from random boards (± { $error }).
odds-share = { $player } { $equity }
odds-at_all_in = At the all-in: { $shares }
odds-picture = Wins { $win } · ties { $tie }
street-all_in = All-in
bank-stats-robots = Against computer players (counted apart) · hands: { $played } · won: { $won } · net: { $net }
cmd-poker-bot = Computer players at this table
cmd-poker-bot-add = Seat a computer player (the table's creator or an admin)
cmd-poker-bot-remove = Take a computer player away (the table's creator or an admin)
opt-style = How the computer player plays
opt-robot_seat = The seat number; leave it out for the first free seat
opt-robot_remove_seat = The computer player's seat; leave it out for the last one
cmd-poker-settings = This server's poker settings
cmd-poker-settings-bots = Allow or forbid computer players on this server (Manage Server)
opt-bots = On allows computer players, off forbids them
opt-opponent = Heads-up match: play a member, or the computer
choice-tight = tight
choice-loose = loose
choice-station = calling station
choice-match = match player
choice-on = on
choice-off = off
choice-member = a member
choice-bot = the computer
## stats players read
bank-by-vpip = VPIP
bank-by-pfr = pre-flop raise
bank-by-bb_per_hundred = big blinds won per 100 hands
bank-by-cashes = tournament cashes
choice-vpip = VPIP
choice-pfr = pre-flop raise
choice-bb_per_hundred = big blinds per 100 hands
choice-cashes = tournament cashes
bank-percent = { $value }%
bank-bb_per_hundred = { $value } bb/100
bank-stats-play =
    VPIP: { $vpip } · PFR: { $pfr } · 3-bet: { $three_bet }
    Went to showdown: { $wtsd } · Won at showdown: { $wsd }
    Big blinds won per 100 hands (cash): { $bb100 }
    Sit-and-gos played: { $played } · cashed: { $cashed }
    Heads-up matches: { $matches } · won: { $matches_won }

## pre-actions (chosen before your turn)
preaction-check_fold = Check/Fold
preaction-check = Check
preaction-call = Call { $amount }
preaction-call_any = Call any
preaction-fold = Fold to any bet
preaction-set = Pre-action for hand #{ $hand_no }: **{ $choice }**. It is played for you when your turn comes on this street; press it again to cancel.
preaction-cleared = Pre-action cancelled: you will choose yourself.
preaction-bet_changed = The bet is now { $bet }: that button was for another bet. Choose again.
preaction-not_in_hand = Pre-actions are for players still in the hand with chips behind.
preaction-your_turn = It is your turn now: use the action buttons.

## blinds like a card room
cmd-poker-straddle = Your standing straddle: post twice the big blind whenever you sit left of it
opt-blind = Post a big blind to play at once, or wait for the big blind to reach you
opt-blinds = Post the blinds you missed to play at once, or wait for the big blind
opt-straddle_choice = on: straddle whenever you can; off: never
choice-post = post now
choice-wait = wait for the big blind
choice-on = on
choice-off = off
poker-sat_in-wait = You are back: you will be dealt in when the big blind reaches you.
poker-straddle-on = Straddle on: you post twice the big blind whenever you sit left of it (three players or more).
poker-straddle-off = Straddle off.
straddle-cash_only = Straddles are for cash tables.
note-dead_small_blind = no small blind this hand (dead small blind: its player has gone)
note-post_to_enter = { $player } posts a big blind of { $amount } to come in
note-missed_blinds = { $player } posts the missed blinds, { $amount } (the small blind dead)
note-missed_small_blind = { $player } posts the missed small blind, { $amount } dead

## home-game options
cmd-poker-options = Home-game options of this cash table: run it twice, bomb pots, rabbit hunt
cmd-poker-bomb = Vote for a bomb pot next hand (it comes once every seated player has voted)
opt-run_it_twice = Offer all-in players to run the board twice
opt-bomb_every = A bomb pot every N hands (0: only by a vote)
opt-rabbit_hunt = After a hand that ended early, show the cards that would have come
poker-options = Home-game options: run it twice { $run_it_twice } · a bomb pot every { $bomb_every } hands (0: by vote) · rabbit hunt { $rabbit_hunt }
poker-bomb-vote = { $player } votes for a bomb pot: { $votes } of { $needed }. `/poker bomb` to join in.
poker-bomb-agreed = { $player } votes for a bomb pot: { $votes } of { $needed }. The next hand is a bomb pot!
options-cash_only = Home-game options are for cash tables.
rabbit-off = This table doesn't hunt rabbits: its creator can turn it on with `/poker options rabbit_hunt:True`.
rabbit-none = The whole board was dealt: there is no rabbit to hunt.
rabbit-shown = Rabbit hunt, hand #{ $hand_no }: the board { $board } would have gone on with **{ $cards }**.
run_twice-not_asked = Only the all-in players answer whether to run it twice.
button-run_twice = Run it twice
button-run_once = Run it once
button-rabbit = Rabbit hunt
table-run_twice = Run it twice? { $players } answer { $deadline } (no answer: once)
table-bomb_next = The next hand is a bomb pot.
note-bomb_pot = Bomb pot: everyone antes { $amount }, the betting starts on the flop
## round 2: the table in the channel
button-bet_to = Bet { $amount }
button-raise_to = Raise to { $amount }
table-to_act-bank = **{ $player } to act** · the clock runs out { $deadline }, then a { $bank } s time bank
table-to_act-banking = **{ $player } to act** · on the time bank, which runs out { $deadline }
terms-title = Terms
terms-cash = { $betting } · buy-in { $low }–{ $high } · { $seated }/{ $seats } seats
terms-headsup = { $betting } · a stake of { $stake } chips each
terms-sng = { $betting } · entry { $entry } · starting stack { $stack } · { $seated }/{ $seats } seats
terms-level = Level { $level }: blinds { $small }/{ $big }
terms-next_level = next { $small }/{ $big } in { $hands ->
    [one] one hand
   *[other] { $hands } hands
}
terms-place = #{ $place } { $amount }
terms-payouts = Payouts: { $places }
terms-clock = Clock { $clock } s
terms-clock-bank = Clock { $clock } s + { $bank } s time bank
log-street = **{ $street }**
log-antes = antes { $amount } × { $count }
log-blinds = blinds { $small }/{ $big }
log-small_blind = small blind { $amount }
log-straddle = straddle { $amount }
note-sat_down = { $player } sits down with { $amount }
note-result-title = Hand #{ $hand_no } · result
note-match_over-result = { $game ->
    [tournament] { $player } wins the sit-and-go! The prize pool was { $amount } chips. Final standings:
   *[other] { $player } wins the heads-up match! The prize pool was { $amount } chips. Final standings:
}
note-match_over-standing = { $place }. { $player } · stack { $stack } · prize { $prize }
note-match_over-hands = Hands played: { $hands }
ping-turn = { $player }, it's your turn.
cards-board = Board: { $board }
cards-hand = Your hand: **{ $name }**
cards-pot_odds = A call of { $call } into a pot of { $pot }: pot odds { $ratio } to 1 (you need { $percent }% equity)
poker-joined-chips = { $player } sat down with { $amount } chips.
poker-table_moved = The table has moved: play on the newest table message.
poker-history-line-id = #{ $hand_no } (id { $hand_id }) · { $outcome }{ $detail }
poker-export-done-id = Hand #{ $hand_no } (id { $hand_id }) in PHH (only what the table saw).
poker-notify-on = You will be pinged when it is your turn on this server.
poker-notify-off = You will no longer be pinged when it is your turn on this server.
cmd-poker-notify = Be pinged (or not) when it is your turn
opt-notify = on or off
seat-stake_fixed = The stake here is fixed at { $entry } chips: use `/poker join` without an amount.
history-not_played = You can only export a hand you played.

## moments (issue 23): short all-ins, refusals, run it twice, pictures, words
history-bad_hand = “{ $text }” is not a hand: give a hand number (12) or a hand id from /poker history (7-12).
note-reminder-robot = { $player } is still thinking — its clock runs out { $deadline }.
picture-first_run = 1st run
picture-second_run = 2nd run
note-run-first = First run
note-run-second = Second run
table-board-first_run = **Board, 1st run** { $cards }
table-board-second_run = **Board, 2nd run** { $cards }
rabbit-shown-empty = Rabbit hunt, hand #{ $hand_no }: the board would have been **{ $cards }**.
bank-leaderboard-empty-min_hands = Nobody is on this leaderboard yet: it ranks members who have played at least { $hands } hands here.
opt-ante_type = who posts the ante: every player, or the big blind for the whole table
terms-ante-every = Ante { $ante } from every player
terms-ante-big_blind = Big blind ante { $ante }: the big blind posts it for the whole table
table-ante-big_blind = big blind ante { $ante }
config-ante_type = The ante is posted by every player (every) or by the big blind for the table (big_blind).
choice-every = every player
choice-big_blind = the big blind (big blind ante)
log-street-second_run = **{ $street }** (2nd run)
# Clean shutdown (issue 26): a click or command that arrives while the bot stops
fault-restarting = The room is restarting for a moment. Your hand and your chips are kept; please try again in a minute.
## sharing: hands worth sharing (the replay, the export for hand trackers, the session ledger)
cmd-poker-replay = Watch a hand again as an animation (only you, unless you share it)
cmd-poker-ledger = The session's ledger: buy-ins, cash-outs, stacks and who owes whom
opt-export_format = phh (the open format) or pokerstars (for hand trackers)
opt-share = Post it in the channel for everyone (nobody's unshown cards)
opt-session = The session still running, or the last one closed
choice-current = current session
choice-last = last session
button-replay = Replay
replay-fold = { $player } folds
replay-check = { $player } checks
replay-call = { $player } calls { $amount }
replay-bet = { $player } bets { $amount }
replay-raise = { $player } raises to { $amount }
replay-shows = { $player } shows
replay-wins = { $player } wins { $amount }
replay-second_run = Second run · { $street }
replay-private = Replay of hand #{ $hand_no } (id { $hand_id }): your own cards and the hands shown.
replay-shared = Replay of hand #{ $hand_no } (id { $hand_id }): only the hands shown at the table.
sharing-export-stars = Hand #{ $hand_no } (id { $hand_id }) in PokerStars format, for hand trackers (only what the table saw).
sharing-export-many = Your last { $count } hands at this table, in { $format } (only what the table saw).
sharing-no_hands = You have not played a finished hand at this table yet.
sharing-no_session = This channel's table has no such session.
sharing-cash_only = The ledger is for cash tables: a match or a sit-and-go has no buy-ins to settle.
sharing-ledger-current = Ledger · current session
sharing-ledger-last = Ledger · last session
sharing-ledger-line = { $player }: in { $bought_in } · out { $cashed_out } · stack { $stack } · net { $net }
sharing-ledger-empty = Nobody has sat at this table yet.
sharing-ledger-pot_title = Hand in progress
sharing-ledger-in_pot = { $amount } chips are in the pot: the nets square once the hand is settled.
sharing-ledger-settle_title = Settle up
sharing-ledger-transfer = { $payer } → { $payee }: { $amount }
sharing-ledger-square = Everyone is square.
sharing-ledger-footer = Table chips only: nothing real changes hands.
sharing-ledger-col-member = member
sharing-ledger-col-bought_in = bought in
sharing-ledger-col-cashed_out = cashed out
sharing-ledger-col-stack = stack now
sharing-ledger-col-net = net
choice-phh = PHH
choice-pokerstars = PokerStars
# Multi-table tournaments (/poker tournament)
tournament-lobby_taken = This channel already has an open tournament: finish or cancel it first.
tournament-started = That tournament has started: entries are no longer refunded.
tournament-not_registered = You are not registered in this tournament.
tournament-addon_taken = You have taken the add-on already.
tournament-points_recorded = That tournament's points are recorded already.
cmd-poker-tournament = Multi-table tournaments in this channel
cmd-poker-tournament-create = Open a tournament here and post its lobby (Manage Server)
cmd-poker-tournament-register = Register for this channel's tournament (the entry comes from your bankroll)
cmd-poker-tournament-unregister = Withdraw before the start: your entry is refunded
cmd-poker-tournament-status = The tournament's players, prize pool, start and payouts
cmd-poker-tournament-start = Start the tournament now (its host or Manage Server)
cmd-poker-tournament-cancel = Cancel the tournament (its host or Manage Server)
opt-mtt-name = The tournament's name
opt-mtt-start_in = Minutes until the start (0: when the host starts it); above 0 a server event is made
opt-mtt-entry = Entry in chips from each player's bankroll (0: a freeroll)
opt-mtt-chips = Starting stack in tournament chips
opt-mtt-table_size = Seats per table (2 to 10)
opt-mtt-levels = Blind structure: turbo, regular or deep
opt-mtt-level_minutes = Minutes per blind level (0.5 to 60)
opt-mtt-late_levels = Registration stays open through this level (0: it closes at the start)
opt-mtt-payouts = Who is paid: the top 10, 15 or 20 % of entrants, or the winner alone
opt-mtt-rebuys = Allow rebuys while registration is open
opt-mtt-addon = Offer an add-on at the break that closes registration
opt-mtt-min_players = Fewest players to start (with fewer, every entry is refunded)
choice-turbo = turbo
choice-regular = regular
choice-deep = deep
mtt-levels-turbo = turbo
mtt-levels-regular = regular
mtt-levels-deep = deep
mtt-payouts-top_ten = top 10 % of entrants
mtt-payouts-top_fifteen = top 15 % of entrants
mtt-payouts-top_twenty = top 20 % of entrants
mtt-payouts-winner = winner takes all
mtt-lobby-title = **{ $name }** · multi-table tournament
mtt-lobby-terms = Entry { $entry } · starting stack { $chips } · { $seats } seats a table · { $levels } blinds, { $minutes }-minute levels
mtt-lobby-payouts = Payouts: { $payouts } · at least { $min } players
mtt-lobby-late = Late registration through level { $level }
mtt-lobby-rebuys = Rebuys while registration is open
mtt-lobby-addon = Add-on at the break that closes registration
mtt-lobby-cancelled = Cancelled: every entry has been refunded.
mtt-lobby-starts = Starts { $when } ({ $relative })
mtt-lobby-starts_on_command = Starts when the host runs `/poker tournament start`
mtt-lobby-players = Registered ({ $count }): { $names }
mtt-lobby-nobody = Nobody has registered yet.
mtt-lobby-pool = Prize pool: { $pool }
mtt-button-register = Register
mtt-button-unregister = Unregister
mtt-chips = { $n ->
    [one] { $n } chip
   *[other] { $n } chips
}
mtt-created = { $name } is open for registration in this channel.
mtt-event_created = Its server event is scheduled.
mtt-no_event = The server event could not be made (the bot needs the Create Events permission); the tournament is open all the same.
mtt-event-description = Texas Hold'em tournament · entry { $entry }
mtt-registered = You are registered for { $name }: { $entry } went into the prize pool.
mtt-unregistered = You have withdrawn from { $name }: { $entry } came back to your bankroll.
mtt-cancelled = { $name } is cancelled: every entry has been refunded.
mtt-status-players = Players registered: { $count } (at least { $min } to start)
mtt-status-places = Places paid as it stands: { $places } ({ $prizes })
mtt-status-first_level = First level: blinds { $small }/{ $big }, { $minutes } minutes
mtt-status-you_in = You are registered.
mtt-status-you_out = You are not registered.
tournament-none_here = There is no open tournament in this channel.
tournament-host_only = Only the tournament's host or an admin can do that.
tournament-too_few = { $n } registered: this tournament needs at least { $m } players to start.
tournament-tables_pending = The tournament's tables can't run yet: that comes with the bot's next update. Registration stays open.
tournament-lobby_thread = Open a tournament in a text channel, not in a thread.
mtt-cancelled_short = { $name } is cancelled: fewer than { $min } players registered by the start. Every entry has been refunded.
cmd-poker-season = Tournament seasons here: their length and where final standings go (Manage Server)
opt-season-length = Monthly, quarterly or yearly, aligned to the calendar
opt-season-channel = Where the final standings are posted (default: this channel)
choice-monthly = monthly
choice-quarterly = quarterly
choice-yearly = yearly
mtt-season-monthly = monthly
mtt-season-quarterly = quarterly
mtt-season-yearly = yearly
mtt-season-set = Tournament seasons here are now { $length }: this one runs from { $start } to { $end }, and its final standings will be posted in { $channel }.
mtt-season-final = Final standings of the tournament season { $start } – { $end }
mtt-season-line = { $rank }. { $player } · { $points } points
choice-top-ten-percent = top-ten-percent
choice-top-fifteen-percent = top-fifteen-percent
choice-top-twenty-percent = top-twenty-percent
choice-winner-takes-all = winner-takes-all

## Running multi-table tournaments (the conductor and its tables)
mtt-table_conducted = A tournament table closes when the tournament breaks it.
mtt-table_thread = { $name } · table { $number }
mtt-started = { $name } has started on { $tables } tables: find your seat in the threads below. Good luck!
mtt-results-title = Results of { $name }
mtt-results-line = { $place }{ ORDINAL($place) ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
} · { $player } · { $prize }
mtt-running-level = Level { $level }: blinds { $small }/{ $big }, ante { $ante } · next level in { $minutes } min { $seconds } s
mtt-running-players = Players left { $left } of { $entrants } · average stack { $average }
mtt-running-prizes = Payouts: { $prizes }
mtt-running-break = On a break: play resumes at the next level.
mtt-running-your_table = Your table: { $table }
mtt-cancelled_running = { $name } is cancelled: the prize pool has been shared among the players still in, as the rules say.
mtt-running-leaders = Chip leaders: { $leaders }
mtt-season-current = Tournament season { $start } – { $end }
mtt-season-empty = No tournament points yet this season.
choice-season = season points

## Tournaments: the ICM deal, shared places, season pages, repeats, computer players
cmd-poker-tournament-deal = Propose an ICM deal at the final table (a player still in)
mtt-deal-proposal = { $player } proposes an ICM deal to end { $name }: each player takes their expected prize by chips. Everyone must accept within { $seconds } seconds; the table waits meanwhile.
mtt-deal-line = { $yes } { $player } · { $chips } chips · takes { $prize }
mtt-deal-declined = Declined: the deal is off and play goes on.
mtt-deal-agreed = Everyone accepted: the tournament ends by this deal.
mtt-deal-expired = The deal ran out of time: play goes on.
mtt-deal-proposed = Your deal is proposed in the final table's thread.
mtt-deal-after_hand = Your deal will be proposed in the final table's thread when this hand ends.
mtt-button-accept = Accept
mtt-button-decline = Decline
mtt-results-by_deal = Results of { $name } (ended by a deal)
tournament-deal_final = A deal can only be proposed at the final table, with two players or more left.
tournament-deal_players = Only the players still in can propose or answer a deal.
tournament-deal_open = A deal is proposed already: answer that one first.
tournament-deal_robots = Computer players are still in: a deal needs every player's yes, so none is offered.
tournament-deal_late = No deal while registration is open: the prize pool can still grow.
tournament-deal_gone = That deal is no longer open.
mtt-place = { $place }{ ORDINAL($place) ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
}
mtt-place-range = { $best }{ ORDINAL($best) ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
}–{ $worst }{ ORDINAL($worst) ->
    [one] st
    [two] nd
    [few] rd
   *[other] th
}
mtt-results-shared = { $places } · { $player } · { $prize }
mtt-running-your_place = You finished { $places } · prize { $prize }
mtt-season-page = Page { $page }
opt-mtt-repeat = Open the next one a day or a week later when this one ends (needs start_in)
choice-daily = daily
choice-weekly = weekly
mtt-lobby-repeat-daily = Repeats daily: the next one opens when this one ends.
mtt-lobby-repeat-weekly = Repeats weekly: the next one opens when this one ends.
mtt-repeat-next = The next { $name } is open for registration here.
tournament-repeat_start = A repeating tournament needs a start time: give `start_in` above 0.
mtt-series_stopped = Its series stops here: no next one will open.
opt-mtt-bots = Computer players to fill the field (freeroll seats; they win no chips)
tournament-bots_off = Computer players are switched off on this server (`/poker settings bots`).
mtt-lobby-bots = { $count } computer players join at the start (they win no chips).

## A running tournament: late entries, rebuys, the add-on, pause and resume
cmd-poker-tournament-rebuy = Rebuy while registration is open (at or below the starting stack, or out of chips)
cmd-poker-tournament-addon = Take the add-on at the level or break that closes registration
cmd-poker-tournament-pause = Pause the tournament's clock (its host or Manage Server)
cmd-poker-tournament-resume = Start the tournament's clock again (its host or Manage Server)
tournament-late_closed = Registration for this tournament has closed.
tournament-rebuys_off = This tournament has no rebuys.
tournament-rebuy_closed = Rebuys closed with registration.
tournament-rebuy_stack = A rebuy is for a stack at or below the starting stack of { $n }.
tournament-addon_off = This tournament has no add-on.
tournament-addon_closed = The add-on is offered only when registration closes (its last level, or the break after it).
tournament-paused = The tournament's clock is paused already.
tournament-not_paused = The tournament's clock is not paused.
mtt-registered_late = You are in { $name }: { $entry } went into the prize pool. Your seat: { $table } (you are dealt in from its next hand).
mtt-rebuy-given = Rebuy taken: { $entry } went into the prize pool and { $chips } chips are on your stack at { $table }.
mtt-rebuy-owed = Rebuy taken: { $entry } went into the prize pool; { $chips } chips join your stack at { $table } when the hand there ends.
mtt-addon-given = Add-on taken: { $entry } went into the prize pool and { $chips } chips are on your stack at { $table }.
mtt-addon-owed = Add-on taken: { $entry } went into the prize pool; { $chips } chips join your stack at { $table } when the hand there ends.
mtt-paused = { $name } is paused: hands in progress finish, and no new hand is dealt until it resumes.
mtt-resumed = { $name } goes on: the clock runs again.
mtt-running-paused = Paused: no new hand until the host resumes.
mtt-running-late_open = Late registration is open through level { $level }: `/poker tournament register`.
mtt-running-addon_open = The add-on is on offer now: `/poker tournament addon`.
