def words = ['kiwi', 'banana', 'fig']
println words.max { a, b -> a.size() <=> b.size() }
println words.min { it.size() }
