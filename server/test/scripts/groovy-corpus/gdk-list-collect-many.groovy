def orders = [[lines: [1, 2]], [lines: [3]]]
println orders.collectMany { it.lines }
println orders.collect { it.lines }.flatten()
