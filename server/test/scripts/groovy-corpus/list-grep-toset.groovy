println(['apple', 'avocado', 'pear'].grep(~/a.*/))
println([1, 'a', 2.5].grep(Number))
println([1, 1, 2].toSet().size())
