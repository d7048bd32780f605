println 1 <=> 2
println 5 <=> 5
println 'b' <=> 'a'
println 2.5 <=> 2.50
