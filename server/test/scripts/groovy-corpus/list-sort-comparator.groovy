def words = ['pear', 'fig', 'banana']
println words.sort { a, b -> a.size() <=> b.size() }
println words.sort { a, b -> b <=> a }
